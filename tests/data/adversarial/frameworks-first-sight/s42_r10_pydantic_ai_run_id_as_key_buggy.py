from pydantic_ai import Agent, RunContext

agent = Agent("test")
_runs: dict[str, int] = {}


@agent.tool
def count(ctx: RunContext[None]) -> int:
    rid = ctx.run_id
    if rid is None:
        return 0
    _runs[rid] = _runs.get(rid, 0) + 1
    return _runs[rid]
