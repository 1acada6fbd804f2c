from devkit.mcp import ExecutionContext, tool, use_guards


class Signed:
    def can_activate(self, ctx):
        return True


@use_guards(Signed)
@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    subject = ctx.verified_subject
    if not subject:
        raise PermissionError("unsigned")
    ctx.logger.info("call", subject=subject)
    return subject.lower()
