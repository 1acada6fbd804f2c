from devkit.mcp import ExecutionContext, tool, use_guards


class Guard:
    pass


@tool(name="m")
@use_guards(Guard)
async def m(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "no auth"
    token = ctx.auth.token

    def trace() -> None:
        ctx.logger.info("calling", token=token)  # expect: DK402

    trace()
    return "ok"
