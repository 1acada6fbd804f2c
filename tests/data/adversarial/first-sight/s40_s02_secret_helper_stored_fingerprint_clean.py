import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


def _fingerprint(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()[:8]


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    info = {"user": ctx.credential.name}
    info["key"] = _fingerprint(ctx.credential.secret.reveal())
    print("info", info)
    return info
