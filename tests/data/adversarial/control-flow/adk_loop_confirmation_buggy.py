from google.adk.tools import ToolContext

def confirm(n: int, tool_context: ToolContext) -> str:
    for _ in range(n):
        conf = tool_context.tool_confirmation
        if conf is not None and conf.confirmed:
            break
    return str(conf.payload)  # expect: DK201
