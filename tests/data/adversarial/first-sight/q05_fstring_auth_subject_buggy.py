from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Signed(Guard):
    pass


@tool(name="whoami")
@use_guards(Signed)
async def whoami(args: dict, ctx: ExecutionContext) -> str:
    ctx.logger.info(f"caller {ctx.auth.subject}")  # expect: DK201
    return ctx.verified_subject or "unknown"
