import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where a season screen sits: my contests › the contest › its seasons › the season › the screen. Every part but the
 * last is a link.
 */
export default function SeasonBreadcrumb({
  uniqueId,
  contestName,
  seasonId,
  screenLabel,
}: {
  uniqueId: number;
  contestName: string;
  seasonId?: number;
  /** the open screen's menu label; left out on the season's first screen */
  screenLabel?: string;
}) {
  const { t } = useTranslation();
  const contestPath = `/contest/${uniqueId}`;
  const listPath = `${contestPath}/season`;
  const parts: { key: string; title: string; to?: string }[] = [
    { key: 'home', title: t('home.myContests'), to: '/' },
    { key: 'contest', title: contestName, to: contestPath },
    { key: 'seasons', title: t('season.breadcrumbSeasons'), to: seasonId !== undefined ? listPath : undefined },
  ];
  if (seasonId !== undefined)
    parts.push({
      key: 'season',
      title: t('season.seasonName', { id: seasonId }),
      to: screenLabel ? `${listPath}/${seasonId}` : undefined,
    });
  if (seasonId !== undefined && screenLabel) parts.push({ key: 'screen', title: screenLabel });
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={parts.map((p) => ({ key: p.key, title: p.to ? <Link to={p.to}>{p.title}</Link> : p.title }))}
    />
  );
}
