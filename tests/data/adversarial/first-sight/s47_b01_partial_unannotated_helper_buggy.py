import functools

from devkit.agent import ToolExecutionContext, tool


def _tenant(context):
    return context.identity.tenant  # expect: DK201


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    read = functools.partial(_tenant, ctx)
    return read()
