import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.reveal()
    headers = {"Authorization": f"Bearer {token}"}
    fingerprint = hashlib.sha256(token.encode()).hexdigest()[:8]
    return {"ok": bool(headers), "n": len(fingerprint)}
