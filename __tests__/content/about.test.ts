import { about } from '@/content/about';
import { parseContent } from '@/lib/content';
import { aboutSchema } from '@/lib/schemas/content/about';

const parse = (data: unknown) => parseContent(aboutSchema, data, 'content/data/about.json');

describe('about content', () => {
  it('is valid', () => {
    expect(() => parse(about)).not.toThrow();
  });

  it('shows the achievements, four values and a team of four', () => {
    expect(about.achievements.stats).toEqual(['flights', 'aircraft', 'countries', 'satisfaction']);
    expect(about.values.items.map((value) => value.title)).toEqual([
      'Excellence',
      'Customer First',
      'Global Reach',
      'Innovation',
    ]);
    expect(about.team.members).toHaveLength(4);
    for (const member of about.team.members) {
      expect(member.name && member.role && member.experience).toBeTruthy();
    }
  });

  it('uses a different headshot for each leader', () => {
    expect(new Set(about.team.members.map((member) => member.photo.photoId)).size).toBe(4);
  });

  it('reports a fifth team member with a readable path', () => {
    const broken = { ...about, team: { ...about.team, members: [...about.team.members, about.team.members[0]] } };
    expect(() => parse(broken)).toThrow(
      /Invalid content in content\/data\/about\.json:\n {2}- team\.members: the leadership team has exactly 4 members/,
    );
  });

  it('reports a missing role and an invented photo ID with their paths', () => {
    const [first, ...rest] = about.team.members;
    const broken = {
      ...about,
      team: {
        ...about.team,
        members: [{ ...first, role: ' ', photo: { ...first.photo, photoId: 'jet.jpg' } }, ...rest],
      },
    };
    expect(() => parse(broken)).toThrow(/team\.members\.0\.role: must not be empty/);
    expect(() => parse(broken)).toThrow(/team\.members\.0\.photo\.photoId: must be a photo ID/);
  });

  it('reports an unknown stat key', () => {
    const broken = {
      ...about,
      achievements: { ...about.achievements, stats: ['flights', 'aircraft', 'countries', 'fans'] },
    };
    expect(() => parse(broken)).toThrow(/achievements\.stats\.3:/);
  });
});
