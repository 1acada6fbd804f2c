import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


def _fingerprint(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()[:8]


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    lines = ["request"]
    lines.append(_fingerprint(ctx.credential.secret.reveal()))
    text = "fp: "
    text += _fingerprint(ctx.credential.secret.reveal())
    print("\n".join(lines), text)
    return text
