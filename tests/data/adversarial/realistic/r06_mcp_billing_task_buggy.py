from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class ApiKeyGuard:
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="charge", task_support=True)
@use_guards(ApiKeyGuard)
async def charge(args, ctx: ExecutionContext):
    if ctx.auth is None:
        raise PermissionError("unauthenticated")
    ctx.task.total_steps = 2  # expect: DK201
    ctx.logger.info("charging", subject=ctx.auth.subject, amount=args.amount)
    await emit_event("charged", {"subject": ctx.auth.subject})
    return {"ok": True}
