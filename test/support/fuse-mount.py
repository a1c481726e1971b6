# Leaves a FUSE mount in the runner's own mount namespace: the setuid fusermount3 (or fusermount)
# mounts DIR for this user, no user namespace needed, and the mount outlives every process of the
# user. Answers INIT, then serves in the background (answering nothing) until killed.
import os, shutil, socket, struct, subprocess, sys

d = sys.argv[1]
os.makedirs(d, exist_ok=True)
helper = shutil.which("fusermount3") or shutil.which("fusermount")
if not helper:
    print("no fusermount")
    sys.exit(0)
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
env = dict(os.environ, _FUSE_COMMFD=str(b.fileno()))
subprocess.run([helper, "-o", "fsname=agentfuse", "--", d], env=env, pass_fds=[b.fileno()], check=True)
_, fds, _, _ = socket.recv_fds(a, 1, 1)
fd = fds[0]
buf = os.read(fd, 1 << 18)
_, op, unique = struct.unpack_from("<IIQ", buf)
assert op == 26, op  # INIT
os.write(fd, struct.pack("<IiQ", 40, 0, unique) + struct.pack("<IIIIHHI", 7, 22, 0, 0, 0, 0, 4096))
if os.fork() == 0:
    os.setsid()
    devnull = os.open("/dev/null", os.O_RDWR)
    for i in (0, 1, 2):
        os.dup2(devnull, i)
    while True:
        os.read(fd, 1 << 18)  # never answered
print("mounted")
