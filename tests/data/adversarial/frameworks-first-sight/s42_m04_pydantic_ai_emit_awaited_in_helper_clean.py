from pydantic_ai import Agent, RunContext

agent = Agent("test")


async def _progress(ctx: RunContext[None], note: str) -> None:
    await ctx.emit(note)


@agent.tool
async def step(ctx: RunContext[None], note: str) -> str:
    await _progress(ctx, note)
    return f"{ctx.run_step}:{note}"
