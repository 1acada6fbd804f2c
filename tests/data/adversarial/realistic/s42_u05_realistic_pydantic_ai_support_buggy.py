"""Support agent with a database dependency."""

from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


class Database:
    async def balance(self, customer_id: int) -> float:
        return 0.0


@dataclass
class SupportDeps:
    customer_id: int
    db: Database


support = Agent("openai:gpt-4o", deps_type=SupportDeps)


@support.tool
async def customer_balance(ctx: RunContext[SupportDeps], include_pending: bool) -> str:
    balance = await ctx.deps.db.balance(ctx.deps.customer_id)
    await ctx.emit(f"balance {balance}")
    return f"${balance:.2f}"


@support.tool
def conversation_tag(ctx: RunContext[SupportDeps]) -> str:
    return ctx.conversation_id.split("-")[0]


@support.tool
def tenant_of(ctx: RunContext[SupportDeps]) -> str:
    tier = ctx.deps.customer_id % 3
    return f'{ctx.metadata.get("tenant", "default")}-{tier}'  # expect: DK201
