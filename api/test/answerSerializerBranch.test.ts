import { buildAnswerSerializer } from '../src/http/answerSerializer';

const row = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const listAnswer = {
  anyOf: [
    { type: 'array', items: row },
    {
      type: 'object',
      properties: { items: { type: 'array', items: row }, total: { type: 'integer' } },
      required: ['items', 'total'],
    },
  ],
};

describe('a list answer chooses array or page by its JavaScript type', () => {
  const serialize = buildAnswerSerializer()({ schema: listAnswer });

  it('writes a page whose row a validator would refuse (a number where a string is named)', () => {
    // Branch choice by validation would match neither branch here; the type alone chooses the page.
    expect(JSON.parse(serialize({ items: [{ name: 5 }], total: 1 }))).toEqual({
      items: [{ name: '5' }],
      total: 1,
    });
  });

  it('writes an array as an array and drops what the row does not name', () => {
    expect(JSON.parse(serialize([{ name: 'a', secret: 1 }]))).toEqual([{ name: 'a' }]);
  });
});
