import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


def fingerprint(t: str) -> str:
    return hashlib.sha256(t.encode()).hexdigest()[:8]


def wrap(v: str) -> dict:
    return {"fingerprint": v}


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    return wrap(fingerprint(ctx.credential.secret.reveal()))
