"""What an invocation asks for: the invocation file (schema published) and the resolved request.

The invocation file never holds secret values: credentials name where the value comes
from (`env:VAR`). Flags override the file. The resolved `Invocation` carries secret
values and travels to the child process on its stdin only.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..files import MAX_CONFIG_BYTES, read_error, read_text_limited
from .options import (
    DEFAULT_CLEANUP_LIMIT,
    DEFAULT_GRACE,
    DEFAULT_TIMEOUT,
    MAX_SECONDS,
    HarnessUsageError,
    parse_args_option,
    parse_pairs,
    resolve_secret,
    split_target,
)
from .recording import DEFAULT_MAX_OUTPUT, DEFAULT_MAX_RESULT


class IdentitySpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tenant: str | None = None
    principal: str | None = None
    conversation: str | None = None


class InvocationFile(BaseModel):
    """An invocation file: everything `devkit invoke` flags can say, except secret values."""

    model_config = ConfigDict(extra="forbid", title="devkit invocation")

    target: str | None = Field(
        None, description="FILE.py:TOOL or module:TOOL; the command line wins."
    )
    args: dict[str, Any] = Field(
        default_factory=dict,
        description='Tool arguments. Use {"$artifact": "NAME"} for a declared `wants` argument.',
    )
    credentials: dict[str, str] = Field(
        default_factory=dict,
        description="Credential name -> where its value comes from, as env:VAR. Literal secret values are refused.",
    )
    no_credential_store: bool = False
    artifacts: dict[str, str] = Field(
        default_factory=dict,
        description="Artifact name -> file path, seeded into the call's scope.",
    )
    no_artifact_store: bool = False
    identity: IdentitySpec | None = None
    session: str | None = None
    run_id: str | None = None
    no_run: bool = False
    teardown_scopes: list[Literal["run", "session"]] | None = None
    iteration: int = 0
    timeout: float = Field(DEFAULT_TIMEOUT, gt=0, le=MAX_SECONDS, allow_inf_nan=False)
    abort_after: float | None = Field(None, gt=0, le=MAX_SECONDS, allow_inf_nan=False)
    max_output: int = Field(
        DEFAULT_MAX_OUTPUT,
        gt=0,
        description="Bytes kept of each of the tool's stdout and stderr; the report says what was cut.",
    )
    max_result: int = Field(
        DEFAULT_MAX_RESULT,
        gt=0,
        description="Characters of JSON kept of the tool's result; the report says what was cut.",
    )
    end_session: bool = False
    subject: str | None = Field(None, description="mcp: the caller a guard would establish.")
    no_auth: bool = False
    task: bool = Field(
        False, description="mcp: run as a background task (tools with task_support=True)."
    )
    memory: str | None = Field(
        None,
        description='adk: a JSONL file of memories ({"content": ..., "metadata": {...}} per line).',
    )
    no_memory_service: bool = False
    framework: dict[str, Any] = Field(
        default_factory=dict,
        description="Options of a real framework (fastmcp, mcp, google-adk), as `devkit "
        "invoke --help` lists them; access_token and auth_response as env:VAR only.",
    )

    @field_validator("framework")
    @classmethod
    def _no_literal_token(cls, value: dict[str, Any]) -> dict[str, Any]:
        for key in ("access_token", "auth_response"):
            token = value.get(key)
            if token is not None and not (isinstance(token, str) and token.startswith("env:")):
                raise ValueError(
                    f'framework.{key} must say where the secret comes from ("env:VAR")'
                )
        return value

    @field_validator("credentials")
    @classmethod
    def _no_literal_secrets(cls, value: dict[str, str]) -> dict[str, str]:
        for name, source in value.items():
            if not source.startswith("env:"):
                raise ValueError(
                    f"credential {name!r}: invocation files may only say where a secret comes from "
                    f'("env:VAR"); pass literal values with --credential {name}=VALUE'
                )
        return value


class Invocation(InvocationFile):
    """The resolved request sent to the child: secrets included, never written to disk."""

    model_config = ConfigDict(extra="forbid")

    target: str | None = None
    credential_values: dict[str, str] = Field(default_factory=dict)
    auth_token: str | None = None  # mcp: the raw token a guard would see; generated per call
    framework_secret: str | None = None  # the access token `framework.access_token` names
    grace: float = Field(DEFAULT_GRACE, gt=0, le=MAX_SECONDS, allow_inf_nan=False)
    cleanup_limit: float = Field(DEFAULT_CLEANUP_LIMIT, gt=0, le=MAX_SECONDS, allow_inf_nan=False)

    def secrets(self) -> list[str]:
        values = (*self.credential_values.values(), self.auth_token, self.framework_secret)
        return [v for v in values if v]


def load_invocation_file(path: str) -> InvocationFile:
    try:
        data = json.loads(read_text_limited(path, MAX_CONFIG_BYTES))
    except (OSError, UnicodeDecodeError) as exc:
        raise HarnessUsageError(f"--invocation {path}: cannot read: {read_error(exc)}") from None
    except json.JSONDecodeError as exc:
        raise HarnessUsageError(f"--invocation {path}: invalid JSON: {exc}") from None
    try:
        return InvocationFile.model_validate(data)
    except ValidationError as exc:
        raise HarnessUsageError(f"--invocation {path}: " + describe_validation_error(exc)) from None


def describe_validation_error(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error["loc"]) or "(root)"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)


def schema_json() -> str:
    return json.dumps(InvocationFile.model_json_schema(), indent=2)


__all__ = [
    "HarnessUsageError",
    "IdentitySpec",
    "Invocation",
    "InvocationFile",
    "describe_validation_error",
    "load_invocation_file",
    "parse_args_option",
    "parse_pairs",
    "resolve_secret",
    "schema_json",
    "split_target",
]
