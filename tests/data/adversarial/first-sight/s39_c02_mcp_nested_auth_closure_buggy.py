from devkit.mcp import ExecutionContext, tool, use_guards


class Guard:
    pass


@tool(name="m")
@use_guards(Guard)
async def m(args, ctx: ExecutionContext) -> str:
    def subject() -> str:
        if ctx.auth is None:
            return "nobody"
        return ctx.verified_subject

    return subject().title()  # expect: DK201
