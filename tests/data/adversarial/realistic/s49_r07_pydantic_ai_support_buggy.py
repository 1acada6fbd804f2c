from __future__ import annotations

from dataclasses import dataclass

from pydantic_ai import Agent, RunContext


@dataclass
class SupportDeps:
    customer_id: int
    db: dict[int, dict[str, str]]


support = Agent("openai:gpt-4o", deps_type=SupportDeps)


@support.tool
async def customer_email(ctx: RunContext[SupportDeps]) -> str:
    """The customer's email address."""
    row = ctx.deps.db.get(ctx.deps.customer_id)  # expect: DK201
    return row["email"]


@support.tool
def log_step(ctx: RunContext[SupportDeps], note: str) -> str:
    """Records a note against this run."""
    return f"{ctx.run_id.upper()}: {note}"


def main() -> None:
    result = support.run_sync("What is my email?")
    print(result.output)
