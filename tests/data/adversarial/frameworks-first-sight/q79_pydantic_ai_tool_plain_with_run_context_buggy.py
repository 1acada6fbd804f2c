from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool_plain
def steps(ctx: RunContext[None]) -> int:  # expect: DK004
    return ctx.run_step
