from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            print("no identity")
        case _:
            pass
    return ctx.identity.tenant or ""  # expect: DK201
