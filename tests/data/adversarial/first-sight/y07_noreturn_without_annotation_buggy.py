from devkit.agent import ToolExecutionContext, tool


def refuse(reason: str):
    print(reason)


@tool(name="whoami", description="Tell who calls.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        refuse("anonymous callers are not served")
    return ctx.identity.principal  # expect: DK201
