from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class ApiKeyGuard:
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="charge", task_support=True)
@use_guards(ApiKeyGuard)
async def charge(args, ctx: ExecutionContext):
    auth = ctx.auth
    if auth is None:
        raise PermissionError("unauthenticated")
    subject = ctx.verified_subject or auth.subject
    if ctx.task is not None:
        ctx.task.total_steps = 2
        ctx.task.current_step = 1
    ctx.logger.info("charging", subject=subject, amount=args.amount)
    await emit_event("charged", {"subject": subject, "amount": args.amount})
    if ctx.task is not None:
        ctx.task.current_step = 2
    return {"ok": True, "request": ctx.request_id}
