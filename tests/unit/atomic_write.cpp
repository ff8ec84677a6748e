// Atomic writes: every file the library writes goes through write_file_atomically; a failure leaves the old
// file as it was, removes its temporary file and reports the OS error; a symbolic link stays a link.
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <stdexcept>
#include <string>
#include <thread>

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif
#if defined(__linux__)
#include <sys/syscall.h>
#endif

#include "test_config.hpp"

namespace fs = std::filesystem;

namespace {

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_plain(const fs::path& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

// A fresh folder under the working directory, removed at the end of the test.
struct scratch_folder {
  fs::path path;
  explicit scratch_folder(const char* name) : path(fs::current_path() / (std::string("atomic_write.") + name)) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~scratch_folder() {
    std::error_code ignored;
    fs::permissions(path, fs::perms::owner_all, fs::perm_options::add, ignored);
    fs::remove_all(path, ignored);
  }
  std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), fs::directory_iterator()));
  }
};

plainproto::error write_error(const std::string& path, const std::string& content) {
  try {
    plainproto::write_file_atomically(path, content);
  } catch (const plainproto::error& failure) {
    return failure;
  }
  FAIL("expected the write to fail: " << path);
  return plainproto::error(plainproto::error_code::usage, "unreachable");
}

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

#if defined(__linux__)
int fsync_calls = 0;
#endif

}  // namespace

#if defined(__linux__)
// The test program's own fsync: the library's calls come here (a program's definition comes before the C
// library's), are counted, and do what the C library's does.
extern "C" int fsync(int fd) {
  ++fsync_calls;
  return static_cast<int>(::syscall(SYS_fsync, fd));
}

TEST_CASE("atomic write: write_sync::to_disk fsyncs the file and its folder; the default does not wait") {
  const scratch_folder folder("sync");
  const fs::path target = folder.path / "config.txt";
  const int before = fsync_calls;
  plainproto::write_file_atomically(target.string(), "renamed only\n");
  CHECK(fsync_calls == before);
  CHECK(read_all(target) == "renamed only\n");
  plainproto::write_file_atomically(target.string(), "on the disk\n", plainproto::write_sync::to_disk);
  CHECK(fsync_calls == before + 2);
  CHECK(read_all(target) == "on the disk\n");
  CHECK(folder.entries() == 1);
}
#endif

TEST_CASE("atomic write: replaces the file, keeps its permissions, leaves no temporary file") {
  const scratch_folder folder("replace");
  const fs::path target = folder.path / "config.txt";
  write_plain(target, "old\n");
  fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  plainproto::write_file_atomically(target.string(), "new\n");
  CHECK(read_all(target) == "new\n");
  CHECK(fs::status(target).permissions() == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  CHECK(folder.entries() == 1);

  plainproto::protos::TrainConfig config;
  config.num_steps = 7;
  plainproto::write_text_file(target.string(), config);
  CHECK(read_all(target) == "num_steps: 7\n");
  CHECK(folder.entries() == 1);
}

TEST_CASE("write_text_file: the file holds exactly what print_text prints, however many pieces it is written in") {
  const scratch_folder folder("printed");
  const fs::path target = folder.path / "job.prototxt";
  write_plain(target, "old\n");
  // Larger than the file's 64 KB buffer, with strings that need escapes and numbers printed short.
  plainproto::paddle::fleet::DistributedJobInfo job;
  for (int i = 0; i < 3000; ++i) {
    job.worker_ips.push_back("10.0.0." + std::to_string(i % 256) + ":" + std::to_string(6000 + i));
    auto& table = job.strategy.mutable_value().downpour_table_param.emplace_back();
    table.table_id = static_cast<std::uint32_t>(i);
    table.table_name = "emb\t\"" + std::to_string(i) + "\"";
    table.accessor.mutable_value().ctr_accessor_param.mutable_value().nonclk_coeff = 0.1f * static_cast<float>(i);
  }
  plainproto::text_print_options single_line;
  single_line.single_line = true;
  plainproto::text_print_options python;
  python.style = plainproto::text_style::python;
  for (const plainproto::text_print_options& options : {plainproto::text_print_options{}, single_line, python}) {
    const std::string expected = plainproto::print_text(job, options);
    REQUIRE(expected.size() > 3 * 65536);
    plainproto::write_text_file(target.string(), job, options);
    CHECK(read_all(target) == expected);
    CHECK(folder.entries() == 1);
  }
  plainproto::write_text_file(target.string(), plainproto::paddle::fleet::DistributedJobInfo{});
  CHECK(read_all(target).empty());
}

TEST_CASE("write_binary_file: the file holds exactly what serialize returns, the writer's regions in order") {
  const scratch_folder folder("serialized");
  const fs::path target = folder.path / "job.binpb";
  write_plain(target, "old\n");
  // Past the writer's stack buffer and several of its heap chunks, with long strings taken from the message
  // rather than copied (4 KB and more) at the start, in the middle and at the end.
  plainproto::paddle::fleet::DistributedJobInfo job;
  job.worker_ips.push_back(std::string(5000, 'a'));
  for (int i = 0; i < 8000; ++i) {
    auto& table = job.strategy.mutable_value().downpour_table_param.emplace_back();
    table.table_id = static_cast<std::uint32_t>(i);
    table.table_name = std::string(static_cast<std::size_t>(i % 40), 'n');
    if (i == 4000) table.table_class = std::string(70000, 'c');
    table.accessor.mutable_value().fea_dim = static_cast<std::uint32_t>(i);
  }
  job.worker_ips.push_back(std::string(9000, 'z'));
  const std::string expected = plainproto::serialize(job);
  REQUIRE(expected.size() > 4 * 65536);
  plainproto::write_binary_file(target.string(), job);
  CHECK(read_all(target) == expected);
  CHECK(folder.entries() == 1);
  CHECK(plainproto::parse_binary_file<plainproto::paddle::fleet::DistributedJobInfo>(target.string()) == job);

  plainproto::write_binary_file(target.string(), plainproto::paddle::fleet::DistributedJobInfo{});
  CHECK(read_all(target).empty());
  CHECK(folder.entries() == 1);
}

TEST_CASE("atomic write: a file written a piece at a time replaces the old one only when committed") {
  const scratch_folder folder("pieces");
  const fs::path target = folder.path / "config.txt";
  write_plain(target, "old\n");
  {
    plainproto::atomic_file file(target.string());
    file.write("num_steps: ");
    file.write("7\n");
    CHECK(read_all(target) == "old\n");
    CHECK(folder.entries() == 2);  // the old file and the temporary one
    file.commit(plainproto::write_sync::rename_only);
  }
  CHECK(read_all(target) == "num_steps: 7\n");
  CHECK(folder.entries() == 1);

  // An exception while the content is made: the old file stays, the temporary file goes.
  try {
    plainproto::atomic_file file(target.string());
    file.write("half of a ");
    throw std::runtime_error("the printer failed");
  } catch (const std::runtime_error&) {
  }
  CHECK(read_all(target) == "num_steps: 7\n");
  CHECK(folder.entries() == 1);
}

TEST_CASE("atomic write: a missing folder is reported with the OS error") {
  const scratch_folder folder("missing");
  const std::string target = (folder.path / "no-such-folder" / "config.txt").string();
  const plainproto::error failure = write_error(target, "new\n");
  CHECK(failure.code() == plainproto::error_code::io);
  CHECK(ends_with(failure.message(), std::string(": ") + std::strerror(ENOENT)));
  CHECK(folder.entries() == 0);
}

TEST_CASE("atomic write: an empty path is refused as such, before anything is created") {
  const scratch_folder folder("empty_path");
  const fs::path before = fs::current_path();
  fs::current_path(folder.path);  // where a temporary file beside "" would go
  const auto failure_of = [](auto&& call) {
    try {
      call();
    } catch (const plainproto::error& failure) {
      return failure;
    }
    FAIL("expected the call to fail");
    return plainproto::error(plainproto::error_code::io, "unreachable");
  };
  const plainproto::error write = write_error("", "new\n");
  const plainproto::error read = failure_of([] { plainproto::read_file(""); });
  const plainproto::error folder_made = failure_of([] { plainproto::create_directories(""); });
  const plainproto::error exported = failure_of([] { plainproto::export_all("", plainproto::schemas::packages()); });
  fs::current_path(before);
  CHECK(write.code() == plainproto::error_code::usage);
  CHECK(write.message() == "cannot write a file: the path is empty");
  CHECK(read.message() == "cannot read a file: the path is empty");
  CHECK(folder_made.message() == "cannot create a folder: the path is empty");
  CHECK(exported.message() == "cannot create a folder: the path is empty");
  CHECK(folder.entries() == 0);
}

TEST_CASE("atomic write: a parent that is a regular file is reported with the OS error") {
  const scratch_folder folder("parent_is_file");
  write_plain(folder.path / "file", "keep\n");
  const plainproto::error failure = write_error((folder.path / "file" / "config.txt").string(), "new\n");
  CHECK(failure.code() == plainproto::error_code::io);
  CHECK(ends_with(failure.message(), std::string(": ") + std::strerror(ENOTDIR)));
  CHECK(read_all(folder.path / "file") == "keep\n");
  CHECK(folder.entries() == 1);
}

TEST_CASE("atomic write: the target is a folder: the old content stays, the temporary file is removed") {
  const scratch_folder folder("target_is_folder");
  fs::create_directories(folder.path / "config.txt");
  write_plain(folder.path / "config.txt" / "inside", "keep\n");
  const plainproto::error failure = write_error((folder.path / "config.txt").string(), "new\n");
  CHECK(failure.code() == plainproto::error_code::io);
  CHECK(ends_with(failure.message(), std::string(": ") + std::strerror(EISDIR)));
  CHECK(read_all(folder.path / "config.txt" / "inside") == "keep\n");
  CHECK(folder.entries() == 1);
}

#if !defined(_WIN32)
// Root bypasses permission checks, so this case is skipped when the tests run as root (as in CI); the cases
// around it fail for root too.
TEST_CASE("atomic write: a read-only folder leaves the old file intact") {
  if (geteuid() == 0) {
    MESSAGE("skipped: running as root, which may write into a read-only folder");
    return;
  }
  const scratch_folder folder("read_only");
  const fs::path target = folder.path / "config.txt";
  write_plain(target, "old\n");
  fs::permissions(folder.path, fs::perms::owner_read | fs::perms::owner_exec);
  const plainproto::error failure = write_error(target.string(), "new\n");
  fs::permissions(folder.path, fs::perms::owner_all);
  CHECK(failure.code() == plainproto::error_code::io);
  CHECK(ends_with(failure.message(), std::string(": ") + std::strerror(EACCES)));
  CHECK(read_all(target) == "old\n");
  CHECK(folder.entries() == 1);
}

TEST_CASE("atomic write: through symbolic links the file they resolve to is replaced, the links stay") {
  const scratch_folder folder("symlink");
  fs::create_directories(folder.path / "real");
  const fs::path target = folder.path / "real" / "config.txt";
  write_plain(target, "old\n");
  fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write);
  fs::create_symlink(fs::path("real") / "config.txt", folder.path / "relative.txt");
  fs::create_symlink(folder.path / "relative.txt", folder.path / "chained.txt");

  plainproto::write_file_atomically((folder.path / "chained.txt").string(), "new\n");
  CHECK(read_all(target) == "new\n");
  CHECK(fs::status(target).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
  REQUIRE(fs::is_symlink(folder.path / "chained.txt"));
  REQUIRE(fs::is_symlink(folder.path / "relative.txt"));
  CHECK(fs::read_symlink(folder.path / "chained.txt") == folder.path / "relative.txt");
  CHECK(fs::read_symlink(folder.path / "relative.txt") == fs::path("real") / "config.txt");
  CHECK(folder.entries() == 3);
  CHECK(std::distance(fs::directory_iterator(folder.path / "real"), fs::directory_iterator()) == 1);
}

TEST_CASE("atomic write: a pipe or a device is written directly, never replaced by a regular file") {
  const scratch_folder folder("special_files");
  const fs::path pipe = folder.path / "pipe";
  REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
  std::string received;
  std::thread reader([&] { received = read_all(pipe); });
  plainproto::write_file_atomically(pipe.string(), "through the pipe\n");
  reader.join();
  CHECK(received == "through the pipe\n");
  CHECK(fs::is_fifo(pipe));
  CHECK(folder.entries() == 1);
  plainproto::write_file_atomically("/dev/null", "discarded\n");
  CHECK(fs::is_character_file("/dev/null"));
  // A descriptor's name writes where the descriptor is open, after what it holds (as a shell's >>).
  const fs::path log = folder.path / "log.txt";
  write_plain(log, "first\n");
  const int descriptor = ::open(log.c_str(), O_WRONLY | O_APPEND);
  REQUIRE(descriptor >= 0);
  plainproto::write_file_atomically("/dev/fd/" + std::to_string(descriptor), "second\n");
  ::close(descriptor);
  CHECK(read_all(log) == "first\nsecond\n");
  CHECK(folder.entries() == 2);
}

TEST_CASE("atomic write: the replaced file keeps its owner and group where the process may set them") {
  if (geteuid() != 0) {
    MESSAGE("skipped: not root, which alone may give a file to another user");
    return;
  }
  const scratch_folder folder("owner");
  const fs::path target = folder.path / "config.txt";
  write_plain(target, "old\n");
  REQUIRE(::chown(target.c_str(), 65534, 65534) == 0);
  REQUIRE(::chmod(target.c_str(), 0640) == 0);
  plainproto::write_file_atomically(target.string(), "new\n");
  struct stat written {};
  REQUIRE(::stat(target.c_str(), &written) == 0);
  CHECK(written.st_uid == 65534u);
  CHECK(written.st_gid == 65534u);
  CHECK((written.st_mode & 07777) == 0640u);
  CHECK(read_all(target) == "new\n");
}

TEST_CASE("atomic write: a dangling symbolic link gets the file it names created") {
  const scratch_folder folder("dangling_symlink");
  fs::create_symlink("config.txt", folder.path / "link.txt");
  plainproto::write_file_atomically((folder.path / "link.txt").string(), "new\n");
  CHECK(fs::is_symlink(folder.path / "link.txt"));
  CHECK(read_all(folder.path / "config.txt") == "new\n");
  CHECK(folder.entries() == 2);
}

TEST_CASE("atomic write: a loop of symbolic links is reported with the OS error") {
  const scratch_folder folder("symlink_loop");
  fs::create_symlink("b.txt", folder.path / "a.txt");
  fs::create_symlink("a.txt", folder.path / "b.txt");
  const plainproto::error failure = write_error((folder.path / "a.txt").string(), "new\n");
  CHECK(failure.code() == plainproto::error_code::io);
  CHECK(ends_with(failure.message(), std::string(": ") + std::strerror(ELOOP)));
  CHECK(fs::is_symlink(folder.path / "a.txt"));
  CHECK(folder.entries() == 2);
}

// A full disk, simulated: in a child process, RLIMIT_FSIZE below the content's size with SIGXFSZ ignored
// makes write() fail with EFBIG part-way, as ENOSPC would.
TEST_CASE("atomic write: a full disk leaves the old file intact and reports the OS error") {
  const scratch_folder folder("disk_full");
  const fs::path target = folder.path / "config.txt";
  write_plain(target, "old\n");
  const fs::path report = folder.path.parent_path() / "atomic_write.disk_full.report";

  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit{};
    limit.rlim_cur = limit.rlim_max = 4096;
    int outcome = 1;
    std::string message = "no error";
    if (setrlimit(RLIMIT_FSIZE, &limit) == 0) {
      try {
        plainproto::write_file_atomically(target.string(), std::string(1 << 20, 'x'));
      } catch (const plainproto::error& failure) {
        message = failure.message();
        outcome = 0;
      } catch (...) {
        outcome = 2;
      }
    }
    limit.rlim_cur = limit.rlim_max = RLIM_INFINITY;
    setrlimit(RLIMIT_FSIZE, &limit);  // lowering the hard limit is permanent for non-root: the child exits anyway
    if (FILE* out = std::fopen(report.c_str(), "w")) {
      std::fputs(message.c_str(), out);
      std::fclose(out);
    }
    _exit(outcome);
  }
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  const std::string message = read_all(report);
  fs::remove(report);
  CAPTURE(message);
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(ends_with(message, std::string(": ") + std::strerror(EFBIG)));
  CHECK(read_all(target) == "old\n");
  CHECK(folder.entries() == 1);
}
#endif

// The library and the tool write files only through write_file_atomically: no other way to open a file for
// writing appears in their sources.
TEST_CASE("atomic write: the only way the library and the tool write files") {
  const fs::path root = fs::path(PLAINPROTO_TEST_DATA_DIR).parent_path().parent_path();
  // Opening for reading (the tool maps or reads its input) is fine; any way of opening for writing is not.
  const std::regex writers[] = {std::regex(R"(\bo?fstream\b)"), std::regex(R"(fopen\([^;]*"[wa])"),
                                std::regex(R"(\bO_(WRONLY|RDWR|CREAT)\b)"), std::regex(R"(\bcreat\()"),
                                std::regex(R"(\bfwrite\()")};
  std::size_t scanned = 0;
  for (const char* folder : {"include", "cli"}) {
    if (!fs::exists(root / folder)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / folder)) {
      if (!entry.is_regular_file() || entry.path().filename() == "file_io.hpp") continue;
      const std::string source = read_all(entry.path());
      CAPTURE(entry.path().string());
      ++scanned;
      for (const std::regex& writer : writers) CHECK_FALSE(std::regex_search(source, writer));
    }
  }
  CHECK(scanned > 10);
}
