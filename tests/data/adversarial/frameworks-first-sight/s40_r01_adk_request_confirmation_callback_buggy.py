from google.adk.agents.callback_context import CallbackContext


def before(callback_context: CallbackContext) -> None:
    callback_context.request_confirmation(hint="continue?")  # expect: DK203
