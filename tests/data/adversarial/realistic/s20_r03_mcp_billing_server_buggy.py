import asyncio

from pydantic import BaseModel

from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class JWTGuard:
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


class Charge(BaseModel):
    amount: int
    currency: str = "EUR"


class BillingTools:
    @tool(name="charge", task_support=True)
    @use_guards(JWTGuard)
    async def charge(self, args: Charge, ctx: ExecutionContext) -> dict:
        if ctx.auth is None:
            raise PermissionError("login required")
        subject = ctx.verified_subject or ctx.auth.subject
        for step in range(3):
            if ctx.abort_signal is not None and ctx.abort_signal.aborted:
                return {"cancelled": True}
            if ctx.task is not None:
                ctx.task.current_step = step
            await asyncio.sleep(0.1)
        await emit_event("billing.charged", {"subject": subject, "amount": args.amount})
        return self._receipt(ctx, args)

    def _receipt(self, ctx: ExecutionContext, args: Charge) -> dict:
        return {
            "amount": args.amount,
            "request": ctx.request_id,
            "tool": ctx.tool_name.lower(),  # expect: DK201
        }
