from pydantic_ai import Agent, RunContext, Tool


async def trace(ctx: RunContext[None], q: str) -> str:
    return ctx.metadata["trace_id"] + q  # expect: DK201


agent = Agent("test", tools=[Tool(trace, takes_ctx=True)])
