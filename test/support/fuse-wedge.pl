# Leaves a process that SIGKILL cannot end: in a user namespace of its own, serve a FUSE
# filesystem, answer INIT, take a LOOKUP and never answer it, while the process that asked holds
# /dev/fuse open too (so killing the server does not end the connection). x86_64 syscall numbers.
use strict;
use warnings;
use Fcntl;
$| = 1;
my ($uid, $gid) = ($<, (split / /, $()[0]);
my $dir = shift // die "usage: fuse-wedge.pl DIR\n";
mkdir $dir;
syscall(272, 0x10000000 | 0x00020000) == 0 or die "unshare: $!\n";
sub put { my ($f, $s) = @_; open(my $h, ">", $f) or die "$f: $!\n"; print $h $s; close $h or die "$f: $!\n" }
put("/proc/self/setgroups", "deny");
put("/proc/self/uid_map", "0 $uid 1");
put("/proc/self/gid_map", "0 $gid 1");
sysopen(my $fuse, "/dev/fuse", O_RDWR) or die "/dev/fuse: $!\n";
my $fd = fileno($fuse);
my $opts = "fd=$fd,rootmode=40000,user_id=0,group_id=0";
my ($src, $type) = ("fuse", "fuse");
syscall(165, $src, $dir, $type, 0, $opts) == 0 or die "mount: $!\n";
my $buf = "\0" x 262144;
sub request { my $n = sysread($fuse, $buf, 262144) or die "read: $!\n"; return unpack("L L Q", $buf) }
my (undef, $op, $unique) = request();
$op == 26 or die "expected INIT, got $op\n";
syswrite($fuse, pack("L l Q", 40, 0, $unique) . pack("L L L L S S L", 7, 22, 0, 0, 0, 0, 4096)) or die "init reply: $!\n";
my $child = fork() // die "fork: $!\n";
if ($child == 0) { stat("$dir/x"); exit 0 }
(undef, $op) = request();
$op == 1 or die "expected LOOKUP, got $op\n";
print "$child\n";
