from google.adk.agents.callback_context import CallbackContext


def tag_request(callback_context: CallbackContext, llm_request) -> None:
    call = callback_context.function_call_id
    llm_request.labels = {"call": call.lower()}  # expect: DK201
