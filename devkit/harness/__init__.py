"""The harness: run one tool in place with a faithful mock context (`devkit invoke`)."""
