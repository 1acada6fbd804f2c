import functools

from devkit.agent import ToolExecutionContext, tool


def principal(ctx: ToolExecutionContext, suffix: str) -> str:
    return f"{ctx.identity.principal}{suffix}"


@tool(name="who", description="Who calls.")
async def who(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anon"
    name = functools.partial(principal, ctx)
    return name("!")
