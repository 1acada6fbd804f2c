from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class Authenticated: ...

@tool(name="report", task_support=True)
@use_guards(Authenticated)
async def report(args, ctx: ExecutionContext):
    ctx.logger.info("starting", request=ctx.request_id)
    subject = ctx.verified_subject or "unknown"
    steps = 3
    task = ctx.task
    for step in range(steps):
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        if task is not None:
            task.current_step = step
        await emit_event(ctx, {"step": step, "who": subject})
    meta = ctx.metadata if ctx.metadata is not None else {}
    meta["done"] = True
    if ctx.auth is not None:
        ctx.logger.info("scopes", scopes=ctx.auth.scopes)
    return {"subject": subject, "tool": ctx.tool_name or "report"}
