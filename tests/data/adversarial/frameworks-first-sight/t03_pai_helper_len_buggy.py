from pydantic_ai import Agent, RunContext

agent = Agent("test", deps_type=str)


def _prompt_size(ctx: RunContext[str]) -> int:
    return len(ctx.prompt)  # expect: DK201


@agent.tool
def size(ctx: RunContext[str]) -> int:
    return _prompt_size(ctx)
