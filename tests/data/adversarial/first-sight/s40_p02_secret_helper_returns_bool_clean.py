import logging

from devkit.agent import Need, ToolExecutionContext, tool


def _looks_valid(token: str) -> bool:
    return token.startswith("ghp_") and len(token) > 20


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    ok = _looks_valid(ctx.credential.secret.reveal())
    logging.info("token valid: %s", ok)
    return {"valid": _looks_valid(ctx.credential.secret.reveal())}
