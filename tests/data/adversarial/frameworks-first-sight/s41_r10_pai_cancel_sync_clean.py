from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def stop(ctx: RunContext[None], reason: str) -> str:
    ctx.cancel()
    return reason
