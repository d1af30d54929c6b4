import type { CardGrade, CardGradeError, CardQualifier, PrescreenRecommendation } from '../catalogue';

export interface SampleCatalogues {
  cardGrades: CardGrade[];
  cardGradeErrors: CardGradeError[];
  cardQualifiers: CardQualifier[];
  prescreenRecommendations: PrescreenRecommendation[];
}

/**
 * The seed's catalogue samples: 6 grades, 3 grade errors, 3 qualifiers, 3 recommendations. One grade and
 * one qualifier are archived so the 'Show archived' filters have something to reveal; the Home office
 * grades stay active because the prescreen estimated-grade dropdown lists only those.
 */
export function sampleCatalogues(): SampleCatalogues {
  return {
    cardGrades: [
      grade('1', 0, '10', 'GEM-MT', 'Gem Mint', 0),
      grade('2', 0, '9.5', 'MINT+', 'Mint plus', 1),
      grade('3', 0, '9', 'MINT', 'Mint', 2),
      grade('4', 0, '8', 'NM-MT', 'Near mint-mint', 3),
      grade('5', 1, '10', 'PSA-10', null, 0),
      grade('6', 3, '9.5', 'BGS-9.5', 'Gem Mint (BGS)', 0, false),
    ],
    cardGradeErrors: [
      {
        id: '1',
        code: 'LABEL',
        name: 'Label misprint',
        description: 'Slab label shows the wrong year or set.',
        sortOrder: 0,
        isActive: true,
      },
      {
        id: '2',
        code: 'GRADE',
        name: 'Grade mismatch',
        description: 'Posted grade differs from the slab.',
        sortOrder: 1,
        isActive: true,
      },
      { id: '3', code: 'HOLDER', name: 'Holder damage', description: null, sortOrder: 2, isActive: true },
    ],
    cardQualifiers: [
      {
        id: '1',
        gradingCompany: 1,
        code: 'OC',
        name: 'Off center',
        description: 'Centering outside tolerance for the grade.',
        sortOrder: 0,
        isActive: true,
      },
      {
        id: '2',
        gradingCompany: 1,
        code: 'ST',
        name: 'Staining',
        description: null,
        sortOrder: 1,
        isActive: true,
      },
      {
        id: '3',
        gradingCompany: 2,
        code: 'MC',
        name: 'Miscut',
        description: 'Retired: SGC no longer issues this qualifier.',
        sortOrder: 0,
        isActive: false,
      },
    ],
    prescreenRecommendations: [
      {
        id: '1',
        name: 'Send for grading',
        description: 'Card is clean enough to justify the grading fee.',
        isActive: true,
      },
      {
        id: '2',
        name: 'Hold for review',
        description: 'A senior grader should look before we submit.',
        isActive: true,
      },
      { id: '3', name: 'Do not submit', description: null, isActive: true },
    ],
  };
}

function grade(
  id: string,
  gradingCompany: CardGrade['gradingCompany'],
  score: string,
  code: string,
  name: string | null,
  sortOrder: number,
  isActive = true,
): CardGrade {
  return { id, gradingCompany, score, code, name, sortOrder, isActive };
}
