// What a checkout use-case answers when it refuses a submission the schema accepted: the HTTP
// status and the messages (in the page's language) as the one form reply takes them (`formReply`),
// for the whole form or next to a field.
export interface FormRefusal {
  status: number;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}
