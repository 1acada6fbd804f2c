from functools import partial

from devkit.agent import ToolExecutionContext, tool


def _tenant(context):
    return context.identity.tenant


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    if ctx.identity is None:
        return None
    return partial(_tenant, ctx)()
