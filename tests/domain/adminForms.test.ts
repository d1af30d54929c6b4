import { describe, expect, it } from 'vitest';
import {
  toCardGradeErrorInput,
  toCardGradeInput,
  toCardQualifierInput,
  toRecommendationInput,
  validateCardGradeErrorForm,
  validateCardGradeForm,
  validateCardQualifierForm,
  validateRecommendationForm,
} from '../../src/domain/catalogueForms';
import {
  toStepTypeInput,
  toWorkflowTypeInput,
  validateAddStep,
  validateStartWorkflow,
  validateStepTypeForm,
  validateWorkflowTypeForm,
} from '../../src/domain/workflowForms';

describe('workflow forms', () => {
  it('needs a type to start a workflow and a step to add', () => {
    expect(validateStartWorkflow({ workflowTypeId: null })).toEqual({
      workflowTypeId: 'Select a workflow type to start.',
    });
    expect(validateStartWorkflow({ workflowTypeId: '101' })).toEqual({});
    expect(validateAddStep({ stepTypeId: '' })).toEqual({ stepTypeId: 'Select a step to add first.' });
    expect(validateAddStep({ stepTypeId: '501' })).toEqual({});
  });

  it('words a missing workflow name differently for create and update', () => {
    expect(validateWorkflowTypeForm({ name: ' ' }, 'create')).toEqual({ name: 'Workflow name is required.' });
    expect(validateWorkflowTypeForm({ name: '' }, 'update')).toEqual({
      name: 'Workflow name cannot be empty.',
    });
    expect(validateStepTypeForm({ name: '' })).toEqual({ name: 'Step name is required.' });
  });

  it('sends trimmed text and integer ids', () => {
    expect(toWorkflowTypeInput({ name: ' Intake ', description: ' d ', primaryStepTypeId: '' })).toEqual({
      name: 'Intake',
      description: 'd',
      primaryStepTypeId: null,
    });
    expect(
      toStepTypeInput(101, {
        name: ' Ship ',
        description: '',
        nextStepTypeIds: ['502', 'x'],
        isInitialStep: true,
      }),
    ).toEqual({
      workflowTypeId: 101,
      name: 'Ship',
      description: '',
      nextStepTypeIds: [502],
      isInitialStep: true,
    });
  });
});

describe('catalogue forms', () => {
  it('card grade: score and code required, sort order a number of 0 or more', () => {
    const grade = { gradingCompany: 0 as const, score: '', code: '', name: '', sortOrder: 'abc' };
    expect(validateCardGradeForm(grade)).toEqual({
      score: 'Score is required.',
      code: 'Code is required.',
      sortOrder: 'Sort order must be a number.',
    });
    expect(validateCardGradeForm({ ...grade, score: '10', code: 'GEM', sortOrder: -1 }).sortOrder).toBe(
      'Sort order must be 0 or greater.',
    );
    expect(validateCardGradeForm({ ...grade, score: '10', code: 'GEM', sortOrder: '' })).toEqual({});
    expect(toCardGradeInput({ ...grade, score: ' 10 ', code: ' GEM ', sortOrder: '' })).toEqual({
      gradingCompany: 0,
      score: '10',
      code: 'GEM',
      name: null,
      sortOrder: 0,
    });
  });

  it('grade error: code and name required, empty description stored as null', () => {
    const error = { code: '', name: '', description: '  ', sortOrder: '2' };
    expect(validateCardGradeErrorForm(error)).toEqual({
      code: 'Code is required.',
      name: 'Name is required.',
    });
    expect(toCardGradeErrorInput({ ...error, code: 'OC', name: 'Off center' })).toEqual({
      code: 'OC',
      name: 'Off center',
      description: null,
      sortOrder: 2,
    });
  });

  it('qualifier: code required, optional name and description stored as null', () => {
    const qualifier = { gradingCompany: 1 as const, code: '', name: '', description: '', sortOrder: 0 };
    expect(validateCardQualifierForm(qualifier)).toEqual({ code: 'Code is required.' });
    expect(toCardQualifierInput({ ...qualifier, code: 'MK' })).toMatchObject({
      code: 'MK',
      name: null,
      description: null,
    });
  });

  it('recommendation: name required after trimming, description null when empty', () => {
    expect(validateRecommendationForm({ name: '   ', description: '' })).toEqual({
      name: 'Name is required.',
    });
    expect(toRecommendationInput({ name: ' Hold ', description: ' ' })).toEqual({
      name: 'Hold',
      description: null,
    });
  });
});
