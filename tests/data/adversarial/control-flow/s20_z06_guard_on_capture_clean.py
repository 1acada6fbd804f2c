from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case ident if ident is not None:
            return ident.tenant or ""
        case _:
            return ""
