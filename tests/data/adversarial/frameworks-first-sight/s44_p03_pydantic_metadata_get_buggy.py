from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def trace(ctx: RunContext[None]) -> str:
    return str(ctx.metadata.get("trace_id"))  # expect: DK201
