from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def stats(ctx: RunContext[None]) -> str:
    last = ctx.messages[-1] if ctx.messages else None
    return f"{ctx.usage.requests} requests, retry {ctx.retry}, last {type(last).__name__}"
