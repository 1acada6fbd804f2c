from google.adk.tools import ToolContext


def ask(tool_context: ToolContext) -> None:
    tool_context.request_confirmation(hint="Transfer?")


def transfer(amount: int, tool_context: ToolContext) -> str:
    tool_context.tool_confirmation or ask(tool_context)
    return "done" if tool_context.tool_confirmation.confirmed else "declined"  # expect: DK201
