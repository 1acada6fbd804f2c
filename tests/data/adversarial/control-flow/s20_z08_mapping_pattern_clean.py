from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match args:
        case {"mode": "tenant"} if ctx.identity is not None:
            return ctx.identity.tenant or ""
        case _:
            return ""
