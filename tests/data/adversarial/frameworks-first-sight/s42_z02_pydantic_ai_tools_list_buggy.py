from pydantic_ai import Agent, RunContext, Tool


def tenant(ctx: RunContext[None]) -> str:
    return ctx.metadata["tenant"]  # expect: DK201


agent = Agent("test", tools=[Tool(tenant, takes_ctx=True)])
