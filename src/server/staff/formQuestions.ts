import type { LeadFormDocument, MessagesDocument } from "../../documents/types.js";

/**
 * What staff call a lead form's keys: a lead's own answers by the key they were sent under (an extra field's or a
 * generic input's `keyName`, the custom field's name in small letters) and the form's fields by the key its events
 * name (`name`, `extra.<keyName>`, `input.<id>`: src/blocks/leadForm/leadFieldVisibility.ts), each by its question as
 * the visitor read it. A key no form has (a partner's own, a form since changed) is kept as it is. When two forms ask
 * different questions under one key, the first form's (by file name) is said.
 */
export function formQuestions(forms: readonly LeadFormDocument[], words: MessagesDocument["leadForm"]) {
  const answers = new Map<string, string>();
  const fields = new Map<string, string>([
    ["name", words.nameLabel],
    ["email", words.emailLabel],
    ["phone", words.mobileLabel],
    ["brandName", words.brandNameLabel],
    ["city", words.cityLabel],
    ["language", words.languageLabel],
    ["problemType", words.problemTypeLabel],
    ["iecType", words.iecQuestion],
  ]);
  const keep = (map: Map<string, string>, key: string, question: string) => {
    if (!map.has(key)) map.set(key, question);
  };
  for (const form of forms) {
    for (const f of form.extraFields ?? []) {
      keep(answers, f.keyName, f.label);
      keep(fields, `extra.${f.keyName}`, f.label);
    }
    for (const i of form.inputs ?? []) {
      keep(answers, i.keyName, i.label);
      keep(fields, `input.${i.id}`, i.label);
    }
    if (form.customField) {
      keep(answers, form.customField.name.toLowerCase(), form.customField.label);
      keep(fields, "custom", form.customField.label);
    }
  }
  return {
    answer: (key: string) => answers.get(key) ?? key,
    field: (key: string) => fields.get(key) ?? key,
  };
}
