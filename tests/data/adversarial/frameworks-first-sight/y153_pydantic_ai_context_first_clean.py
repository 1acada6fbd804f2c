from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def step(ctx: RunContext[None], query: str) -> str:
    return f"{query}:{ctx.run_step}"
