from devkit.adk import ToolContext


def t(tool_context: ToolContext) -> str:
    return str(tool_context.sesion.id)  # expect: DK002
