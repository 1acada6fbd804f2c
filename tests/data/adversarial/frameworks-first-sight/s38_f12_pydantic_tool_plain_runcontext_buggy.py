from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


@agent.tool_plain
def shout(ctx: RunContext[str], text: str) -> str:  # expect: DK004
    return text.upper()
