from devkit.agent import ToolExecutionContext, tool


def _principal(*, ctx: ToolExecutionContext, prefix: str) -> str:
    return prefix + ctx.identity.principal  # expect: DK201


@tool(name="greet", description="Greets the caller.")
def greet(args, ctx: ToolExecutionContext) -> str:
    options = {"ctx": ctx, "prefix": "hello "}
    return _principal(**options)
