// Reflection: descriptors built from PLAINPROTO_MESSAGE / PLAINPROTO_ENUM for messages of any width,
// field-number order, enum lookups, declared proto types and proto names, all usable at compile time.
#include <cstddef>
#include <cstdint>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "test_config.hpp"

namespace reflection_test {

PLAINPROTO_ENUM(Color, "reflection_test.Color", (RED, 1), (GREEN, 2), (BLUE, -3), (SCARLET, 1));

struct Part : plainproto::message<Part> {
  PLAINPROTO_OPTIONAL(1, std::string, name);
};
PLAINPROTO_MESSAGE(Part, "reflection_test.Part", name);

struct Cleared_Inner : plainproto::message<Cleared_Inner> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, level) = 3;
  PLAINPROTO_OPTIONAL(2, std::string, note) = "none";
  PLAINPROTO_REPEATED(3, float, weights);
};
PLAINPROTO_MESSAGE(Cleared_Inner, "reflection_test.Cleared_Inner", level, note, weights);

// Field i (1-based) is named fNNN, has number i * 37 % 301 (so declaration order is not number order) and
// the i-th of the twelve kinds in wide_kinds below.
struct Wide : plainproto::message<Wide> {
  PLAINPROTO_OPTIONAL(37, std::int32_t, f001) = -1;
  PLAINPROTO_OPTIONAL(74, std::string, f002);
  PLAINPROTO_OPTIONAL(111, double, f003);
  PLAINPROTO_OPTIONAL(148, bool, f004);
  PLAINPROTO_OPTIONAL(185, std::uint64_t, f005);
  PLAINPROTO_OPTIONAL(222, float, f006);
  PLAINPROTO_REPEATED(259, std::int64_t, f007);
  PLAINPROTO_OPTIONAL(296, Color, f008);
  PLAINPROTO_REQUIRED(32, std::uint32_t, f009);
  PLAINPROTO_REPEATED(69, std::string, f010);
  PLAINPROTO_OPTIONAL(106, Part, f011);
  PLAINPROTO_REPEATED(143, Part, f012);
  PLAINPROTO_OPTIONAL(180, std::int32_t, f013) = -13;
  PLAINPROTO_OPTIONAL(217, std::string, f014);
  PLAINPROTO_OPTIONAL(254, double, f015);
  PLAINPROTO_OPTIONAL(291, bool, f016);
  PLAINPROTO_OPTIONAL(27, std::uint64_t, f017);
  PLAINPROTO_OPTIONAL(64, float, f018);
  PLAINPROTO_REPEATED(101, std::int64_t, f019);
  PLAINPROTO_OPTIONAL(138, Color, f020);
  PLAINPROTO_REQUIRED(175, std::uint32_t, f021);
  PLAINPROTO_REPEATED(212, std::string, f022);
  PLAINPROTO_OPTIONAL(249, Part, f023);
  PLAINPROTO_REPEATED(286, Part, f024);
  PLAINPROTO_OPTIONAL(22, std::int32_t, f025) = -25;
  PLAINPROTO_OPTIONAL(59, std::string, f026);
  PLAINPROTO_OPTIONAL(96, double, f027);
  PLAINPROTO_OPTIONAL(133, bool, f028);
  PLAINPROTO_OPTIONAL(170, std::uint64_t, f029);
  PLAINPROTO_OPTIONAL(207, float, f030);
  PLAINPROTO_REPEATED(244, std::int64_t, f031);
  PLAINPROTO_OPTIONAL(281, Color, f032);
  PLAINPROTO_REQUIRED(17, std::uint32_t, f033);
  PLAINPROTO_REPEATED(54, std::string, f034);
  PLAINPROTO_OPTIONAL(91, Part, f035);
  PLAINPROTO_REPEATED(128, Part, f036);
  PLAINPROTO_OPTIONAL(165, std::int32_t, f037) = -37;
  PLAINPROTO_OPTIONAL(202, std::string, f038);
  PLAINPROTO_OPTIONAL(239, double, f039);
  PLAINPROTO_OPTIONAL(276, bool, f040);
  PLAINPROTO_OPTIONAL(12, std::uint64_t, f041);
  PLAINPROTO_OPTIONAL(49, float, f042);
  PLAINPROTO_REPEATED(86, std::int64_t, f043);
  PLAINPROTO_OPTIONAL(123, Color, f044);
  PLAINPROTO_REQUIRED(160, std::uint32_t, f045);
  PLAINPROTO_REPEATED(197, std::string, f046);
  PLAINPROTO_OPTIONAL(234, Part, f047);
  PLAINPROTO_REPEATED(271, Part, f048);
  PLAINPROTO_OPTIONAL(7, std::int32_t, f049) = -49;
  PLAINPROTO_OPTIONAL(44, std::string, f050);
  PLAINPROTO_OPTIONAL(81, double, f051);
  PLAINPROTO_OPTIONAL(118, bool, f052);
  PLAINPROTO_OPTIONAL(155, std::uint64_t, f053);
  PLAINPROTO_OPTIONAL(192, float, f054);
  PLAINPROTO_REPEATED(229, std::int64_t, f055);
  PLAINPROTO_OPTIONAL(266, Color, f056);
  PLAINPROTO_REQUIRED(2, std::uint32_t, f057);
  PLAINPROTO_REPEATED(39, std::string, f058);
  PLAINPROTO_OPTIONAL(76, Part, f059);
  PLAINPROTO_REPEATED(113, Part, f060);
  PLAINPROTO_OPTIONAL(150, std::int32_t, f061) = -61;
  PLAINPROTO_OPTIONAL(187, std::string, f062);
  PLAINPROTO_OPTIONAL(224, double, f063);
  PLAINPROTO_OPTIONAL(261, bool, f064);
  PLAINPROTO_OPTIONAL(298, std::uint64_t, f065);
  PLAINPROTO_OPTIONAL(34, float, f066);
  PLAINPROTO_REPEATED(71, std::int64_t, f067);
  PLAINPROTO_OPTIONAL(108, Color, f068);
  PLAINPROTO_REQUIRED(145, std::uint32_t, f069);
  PLAINPROTO_REPEATED(182, std::string, f070);
  PLAINPROTO_OPTIONAL(219, Part, f071);
  PLAINPROTO_REPEATED(256, Part, f072);
  PLAINPROTO_OPTIONAL(293, std::int32_t, f073) = -73;
  PLAINPROTO_OPTIONAL(29, std::string, f074);
  PLAINPROTO_OPTIONAL(66, double, f075);
  PLAINPROTO_OPTIONAL(103, bool, f076);
  PLAINPROTO_OPTIONAL(140, std::uint64_t, f077);
  PLAINPROTO_OPTIONAL(177, float, f078);
  PLAINPROTO_REPEATED(214, std::int64_t, f079);
  PLAINPROTO_OPTIONAL(251, Color, f080);
  PLAINPROTO_REQUIRED(288, std::uint32_t, f081);
  PLAINPROTO_REPEATED(24, std::string, f082);
  PLAINPROTO_OPTIONAL(61, Part, f083);
  PLAINPROTO_REPEATED(98, Part, f084);
  PLAINPROTO_OPTIONAL(135, std::int32_t, f085) = -85;
  PLAINPROTO_OPTIONAL(172, std::string, f086);
  PLAINPROTO_OPTIONAL(209, double, f087);
  PLAINPROTO_OPTIONAL(246, bool, f088);
  PLAINPROTO_OPTIONAL(283, std::uint64_t, f089);
  PLAINPROTO_OPTIONAL(19, float, f090);
  PLAINPROTO_REPEATED(56, std::int64_t, f091);
  PLAINPROTO_OPTIONAL(93, Color, f092);
  PLAINPROTO_REQUIRED(130, std::uint32_t, f093);
  PLAINPROTO_REPEATED(167, std::string, f094);
  PLAINPROTO_OPTIONAL(204, Part, f095);
  PLAINPROTO_REPEATED(241, Part, f096);
  PLAINPROTO_OPTIONAL(278, std::int32_t, f097) = -97;
  PLAINPROTO_OPTIONAL(14, std::string, f098);
  PLAINPROTO_OPTIONAL(51, double, f099);
  PLAINPROTO_OPTIONAL(88, bool, f100);
  PLAINPROTO_OPTIONAL(125, std::uint64_t, f101);
  PLAINPROTO_OPTIONAL(162, float, f102);
  PLAINPROTO_REPEATED(199, std::int64_t, f103);
  PLAINPROTO_OPTIONAL(236, Color, f104);
  PLAINPROTO_REQUIRED(273, std::uint32_t, f105);
  PLAINPROTO_REPEATED(9, std::string, f106);
  PLAINPROTO_OPTIONAL(46, Part, f107);
  PLAINPROTO_REPEATED(83, Part, f108);
  PLAINPROTO_OPTIONAL(120, std::int32_t, f109) = -109;
  PLAINPROTO_OPTIONAL(157, std::string, f110);
  PLAINPROTO_OPTIONAL(194, double, f111);
  PLAINPROTO_OPTIONAL(231, bool, f112);
  PLAINPROTO_OPTIONAL(268, std::uint64_t, f113);
  PLAINPROTO_OPTIONAL(4, float, f114);
  PLAINPROTO_REPEATED(41, std::int64_t, f115);
  PLAINPROTO_OPTIONAL(78, Color, f116);
  PLAINPROTO_REQUIRED(115, std::uint32_t, f117);
  PLAINPROTO_REPEATED(152, std::string, f118);
  PLAINPROTO_OPTIONAL(189, Part, f119);
  PLAINPROTO_REPEATED(226, Part, f120);
  PLAINPROTO_OPTIONAL(263, std::int32_t, f121) = -121;
  PLAINPROTO_OPTIONAL(300, std::string, f122);
  PLAINPROTO_OPTIONAL(36, double, f123);
  PLAINPROTO_OPTIONAL(73, bool, f124);
  PLAINPROTO_OPTIONAL(110, std::uint64_t, f125);
  PLAINPROTO_OPTIONAL(147, float, f126);
  PLAINPROTO_REPEATED(184, std::int64_t, f127);
  PLAINPROTO_OPTIONAL(221, Color, f128);
  PLAINPROTO_REQUIRED(258, std::uint32_t, f129);
  PLAINPROTO_REPEATED(295, std::string, f130);
  PLAINPROTO_OPTIONAL(31, Part, f131);
  PLAINPROTO_REPEATED(68, Part, f132);
  PLAINPROTO_OPTIONAL(105, std::int32_t, f133) = -133;
  PLAINPROTO_OPTIONAL(142, std::string, f134);
  PLAINPROTO_OPTIONAL(179, double, f135);
  PLAINPROTO_OPTIONAL(216, bool, f136);
  PLAINPROTO_OPTIONAL(253, std::uint64_t, f137);
  PLAINPROTO_OPTIONAL(290, float, f138);
  PLAINPROTO_REPEATED(26, std::int64_t, f139);
  PLAINPROTO_OPTIONAL(63, Color, f140);
  PLAINPROTO_REQUIRED(100, std::uint32_t, f141);
  PLAINPROTO_REPEATED(137, std::string, f142);
  PLAINPROTO_OPTIONAL(174, Part, f143);
  PLAINPROTO_REPEATED(211, Part, f144);
  PLAINPROTO_OPTIONAL(248, std::int32_t, f145) = -145;
  PLAINPROTO_OPTIONAL(285, std::string, f146);
  PLAINPROTO_OPTIONAL(21, double, f147);
  PLAINPROTO_OPTIONAL(58, bool, f148);
  PLAINPROTO_OPTIONAL(95, std::uint64_t, f149);
  PLAINPROTO_OPTIONAL(132, float, f150);
  PLAINPROTO_REPEATED(169, std::int64_t, f151);
  PLAINPROTO_OPTIONAL(206, Color, f152);
  PLAINPROTO_REQUIRED(243, std::uint32_t, f153);
  PLAINPROTO_REPEATED(280, std::string, f154);
  PLAINPROTO_OPTIONAL(16, Part, f155);
  PLAINPROTO_REPEATED(53, Part, f156);
  PLAINPROTO_OPTIONAL(90, std::int32_t, f157) = -157;
  PLAINPROTO_OPTIONAL(127, std::string, f158);
  PLAINPROTO_OPTIONAL(164, double, f159);
  PLAINPROTO_OPTIONAL(201, bool, f160);
  PLAINPROTO_OPTIONAL(238, std::uint64_t, f161);
  PLAINPROTO_OPTIONAL(275, float, f162);
  PLAINPROTO_REPEATED(11, std::int64_t, f163);
  PLAINPROTO_OPTIONAL(48, Color, f164);
  PLAINPROTO_REQUIRED(85, std::uint32_t, f165);
  PLAINPROTO_REPEATED(122, std::string, f166);
  PLAINPROTO_OPTIONAL(159, Part, f167);
  PLAINPROTO_REPEATED(196, Part, f168);
  PLAINPROTO_OPTIONAL(233, std::int32_t, f169) = -169;
  PLAINPROTO_OPTIONAL(270, std::string, f170);
  PLAINPROTO_OPTIONAL(6, double, f171);
  PLAINPROTO_OPTIONAL(43, bool, f172);
  PLAINPROTO_OPTIONAL(80, std::uint64_t, f173);
  PLAINPROTO_OPTIONAL(117, float, f174);
  PLAINPROTO_REPEATED(154, std::int64_t, f175);
  PLAINPROTO_OPTIONAL(191, Color, f176);
  PLAINPROTO_REQUIRED(228, std::uint32_t, f177);
  PLAINPROTO_REPEATED(265, std::string, f178);
  PLAINPROTO_OPTIONAL(1, Part, f179);
  PLAINPROTO_REPEATED(38, Part, f180);
  PLAINPROTO_OPTIONAL(75, std::int32_t, f181) = -181;
  PLAINPROTO_OPTIONAL(112, std::string, f182);
  PLAINPROTO_OPTIONAL(149, double, f183);
  PLAINPROTO_OPTIONAL(186, bool, f184);
  PLAINPROTO_OPTIONAL(223, std::uint64_t, f185);
  PLAINPROTO_OPTIONAL(260, float, f186);
  PLAINPROTO_REPEATED(297, std::int64_t, f187);
  PLAINPROTO_OPTIONAL(33, Color, f188);
  PLAINPROTO_REQUIRED(70, std::uint32_t, f189);
  PLAINPROTO_REPEATED(107, std::string, f190);
  PLAINPROTO_OPTIONAL(144, Part, f191);
  PLAINPROTO_REPEATED(181, Part, f192);
  PLAINPROTO_OPTIONAL(218, std::int32_t, f193) = -193;
  PLAINPROTO_OPTIONAL(255, std::string, f194);
  PLAINPROTO_OPTIONAL(292, double, f195);
  PLAINPROTO_OPTIONAL(28, bool, f196);
  PLAINPROTO_OPTIONAL(65, std::uint64_t, f197);
  PLAINPROTO_OPTIONAL(102, float, f198);
  PLAINPROTO_REPEATED(139, std::int64_t, f199);
  PLAINPROTO_OPTIONAL(176, Color, f200);
  PLAINPROTO_REQUIRED(213, std::uint32_t, f201);
  PLAINPROTO_REPEATED(250, std::string, f202);
  PLAINPROTO_OPTIONAL(287, Part, f203);
  PLAINPROTO_REPEATED(23, Part, f204);
  PLAINPROTO_OPTIONAL(60, std::int32_t, f205) = -205;
  PLAINPROTO_OPTIONAL(97, std::string, f206);
  PLAINPROTO_OPTIONAL(134, double, f207);
  PLAINPROTO_OPTIONAL(171, bool, f208);
  PLAINPROTO_OPTIONAL(208, std::uint64_t, f209);
  PLAINPROTO_OPTIONAL(245, float, f210);
  PLAINPROTO_REPEATED(282, std::int64_t, f211);
  PLAINPROTO_OPTIONAL(18, Color, f212);
  PLAINPROTO_REQUIRED(55, std::uint32_t, f213);
  PLAINPROTO_REPEATED(92, std::string, f214);
  PLAINPROTO_OPTIONAL(129, Part, f215);
  PLAINPROTO_REPEATED(166, Part, f216);
  PLAINPROTO_OPTIONAL(203, std::int32_t, f217) = -217;
  PLAINPROTO_OPTIONAL(240, std::string, f218);
  PLAINPROTO_OPTIONAL(277, double, f219);
  PLAINPROTO_OPTIONAL(13, bool, f220);
  PLAINPROTO_OPTIONAL(50, std::uint64_t, f221);
  PLAINPROTO_OPTIONAL(87, float, f222);
  PLAINPROTO_REPEATED(124, std::int64_t, f223);
  PLAINPROTO_OPTIONAL(161, Color, f224);
  PLAINPROTO_REQUIRED(198, std::uint32_t, f225);
  PLAINPROTO_REPEATED(235, std::string, f226);
  PLAINPROTO_OPTIONAL(272, Part, f227);
  PLAINPROTO_REPEATED(8, Part, f228);
  PLAINPROTO_OPTIONAL(45, std::int32_t, f229) = -229;
  PLAINPROTO_OPTIONAL(82, std::string, f230);
  PLAINPROTO_OPTIONAL(119, double, f231);
  PLAINPROTO_OPTIONAL(156, bool, f232);
  PLAINPROTO_OPTIONAL(193, std::uint64_t, f233);
  PLAINPROTO_OPTIONAL(230, float, f234);
  PLAINPROTO_REPEATED(267, std::int64_t, f235);
  PLAINPROTO_OPTIONAL(3, Color, f236);
  PLAINPROTO_REQUIRED(40, std::uint32_t, f237);
  PLAINPROTO_REPEATED(77, std::string, f238);
  PLAINPROTO_OPTIONAL(114, Part, f239);
  PLAINPROTO_REPEATED(151, Part, f240);
  PLAINPROTO_OPTIONAL(188, std::int32_t, f241) = -241;
  PLAINPROTO_OPTIONAL(225, std::string, f242);
  PLAINPROTO_OPTIONAL(262, double, f243);
  PLAINPROTO_OPTIONAL(299, bool, f244);
  PLAINPROTO_OPTIONAL(35, std::uint64_t, f245);
  PLAINPROTO_OPTIONAL(72, float, f246);
  PLAINPROTO_REPEATED(109, std::int64_t, f247);
  PLAINPROTO_OPTIONAL(146, Color, f248);
  PLAINPROTO_REQUIRED(183, std::uint32_t, f249);
  PLAINPROTO_REPEATED(220, std::string, f250);
  PLAINPROTO_OPTIONAL(257, Part, f251);
  PLAINPROTO_REPEATED(294, Part, f252);
  PLAINPROTO_OPTIONAL(30, std::int32_t, f253) = -253;
  PLAINPROTO_OPTIONAL(67, std::string, f254);
  PLAINPROTO_OPTIONAL(104, double, f255);
  PLAINPROTO_OPTIONAL(141, bool, f256);
  PLAINPROTO_OPTIONAL(178, std::uint64_t, f257);
  PLAINPROTO_OPTIONAL(215, float, f258);
  PLAINPROTO_REPEATED(252, std::int64_t, f259);
  PLAINPROTO_OPTIONAL(289, Color, f260);
  PLAINPROTO_REQUIRED(25, std::uint32_t, f261);
  PLAINPROTO_REPEATED(62, std::string, f262);
  PLAINPROTO_OPTIONAL(99, Part, f263);
  PLAINPROTO_REPEATED(136, Part, f264);
  PLAINPROTO_OPTIONAL(173, std::int32_t, f265) = -265;
  PLAINPROTO_OPTIONAL(210, std::string, f266);
  PLAINPROTO_OPTIONAL(247, double, f267);
  PLAINPROTO_OPTIONAL(284, bool, f268);
  PLAINPROTO_OPTIONAL(20, std::uint64_t, f269);
  PLAINPROTO_OPTIONAL(57, float, f270);
  PLAINPROTO_REPEATED(94, std::int64_t, f271);
  PLAINPROTO_OPTIONAL(131, Color, f272);
  PLAINPROTO_REQUIRED(168, std::uint32_t, f273);
  PLAINPROTO_REPEATED(205, std::string, f274);
  PLAINPROTO_OPTIONAL(242, Part, f275);
  PLAINPROTO_REPEATED(279, Part, f276);
  PLAINPROTO_OPTIONAL(15, std::int32_t, f277) = -277;
  PLAINPROTO_OPTIONAL(52, std::string, f278);
  PLAINPROTO_OPTIONAL(89, double, f279);
  PLAINPROTO_OPTIONAL(126, bool, f280);
  PLAINPROTO_OPTIONAL(163, std::uint64_t, f281);
  PLAINPROTO_OPTIONAL(200, float, f282);
  PLAINPROTO_REPEATED(237, std::int64_t, f283);
  PLAINPROTO_OPTIONAL(274, Color, f284);
  PLAINPROTO_REQUIRED(10, std::uint32_t, f285);
  PLAINPROTO_REPEATED(47, std::string, f286);
  PLAINPROTO_OPTIONAL(84, Part, f287);
  PLAINPROTO_REPEATED(121, Part, f288);
  PLAINPROTO_OPTIONAL(158, std::int32_t, f289) = -289;
  PLAINPROTO_OPTIONAL(195, std::string, f290);
  PLAINPROTO_OPTIONAL(232, double, f291);
  PLAINPROTO_OPTIONAL(269, bool, f292);
  PLAINPROTO_OPTIONAL(5, std::uint64_t, f293);
  PLAINPROTO_OPTIONAL(42, float, f294);
  PLAINPROTO_REPEATED(79, std::int64_t, f295);
  PLAINPROTO_OPTIONAL(116, Color, f296);
  PLAINPROTO_REQUIRED(153, std::uint32_t, f297);
  PLAINPROTO_REPEATED(190, std::string, f298);
  PLAINPROTO_OPTIONAL(227, Part, f299);
  PLAINPROTO_REPEATED(264, Part, f300);
};
PLAINPROTO_MESSAGE(Wide, "reflection_test.Wide",
                   f001, f002, f003, f004, f005, f006, f007, f008, f009, f010, f011, f012, f013, f014, f015, f016, f017,
                   f018, f019, f020, f021, f022, f023, f024, f025, f026, f027, f028, f029, f030, f031, f032, f033, f034,
                   f035, f036, f037, f038, f039, f040, f041, f042, f043, f044, f045, f046, f047, f048, f049, f050, f051,
                   f052, f053, f054, f055, f056, f057, f058, f059, f060, f061, f062, f063, f064, f065, f066, f067, f068,
                   f069, f070, f071, f072, f073, f074, f075, f076, f077, f078, f079, f080, f081, f082, f083, f084, f085,
                   f086, f087, f088, f089, f090, f091, f092, f093, f094, f095, f096, f097, f098, f099, f100, f101, f102,
                   f103, f104, f105, f106, f107, f108, f109, f110, f111, f112, f113, f114, f115, f116, f117, f118, f119,
                   f120, f121, f122, f123, f124, f125, f126, f127, f128, f129, f130, f131, f132, f133, f134, f135, f136,
                   f137, f138, f139, f140, f141, f142, f143, f144, f145, f146, f147, f148, f149, f150, f151, f152, f153,
                   f154, f155, f156, f157, f158, f159, f160, f161, f162, f163, f164, f165, f166, f167, f168, f169, f170,
                   f171, f172, f173, f174, f175, f176, f177, f178, f179, f180, f181, f182, f183, f184, f185, f186, f187,
                   f188, f189, f190, f191, f192, f193, f194, f195, f196, f197, f198, f199, f200, f201, f202, f203, f204,
                   f205, f206, f207, f208, f209, f210, f211, f212, f213, f214, f215, f216, f217, f218, f219, f220, f221,
                   f222, f223, f224, f225, f226, f227, f228, f229, f230, f231, f232, f233, f234, f235, f236, f237, f238,
                   f239, f240, f241, f242, f243, f244, f245, f246, f247, f248, f249, f250, f251, f252, f253, f254, f255,
                   f256, f257, f258, f259, f260, f261, f262, f263, f264, f265, f266, f267, f268, f269, f270, f271, f272,
                   f273, f274, f275, f276, f277, f278, f279, f280, f281, f282, f283, f284, f285, f286, f287, f288, f289,
                   f290, f291, f292, f293, f294, f295, f296, f297, f298, f299, f300);

// Members whose proto type is not the natural one of their C++ type, and proto names that are C++ keywords.
struct Encoded : plainproto::message<Encoded> {
  PLAINPROTO_OPTIONAL(1, plainproto::sint32, zigzag32);
  PLAINPROTO_OPTIONAL(2, plainproto::sint64, zigzag64);
  PLAINPROTO_OPTIONAL(3, plainproto::fixed32, fixed_u32);
  PLAINPROTO_OPTIONAL(4, plainproto::fixed64, fixed_u64);
  PLAINPROTO_REPEATED(5, plainproto::sfixed32, fixed_s32);
  PLAINPROTO_OPTIONAL(6, plainproto::sfixed64, fixed_s64) = -5;
  PLAINPROTO_OPTIONAL(7, plainproto::bytes, payload) = "\x01\xff";
  PLAINPROTO_OPTIONAL(8, bool, auto_);
  PLAINPROTO_OPTIONAL(9, plainproto::sint32, delete_) = -1;
  PLAINPROTO_ONEOF(data, (20, plainproto::bytes, blob), (21, plainproto::sint64, delta), (22, std::string, text));
};
PLAINPROTO_MESSAGE(Encoded, "reflection_test.Encoded",
                   zigzag32, zigzag64, fixed_u32, fixed_u64, fixed_s32, fixed_s64, payload, auto_, delete_, data);

// A oneof past the 64th field, where the parser asks each field whether it was set instead of keeping a bit.
// The list after the struct is read after macro expansion: a macro may write names into it.
#define PLAINPROTO_TEST_EIGHT_FIELDS(p, n)                                                                      \
  PLAINPROTO_OPTIONAL(n##0, std::int32_t, p##0);                                                                \
  PLAINPROTO_OPTIONAL(n##1, std::int32_t, p##1);                                                                \
  PLAINPROTO_OPTIONAL(n##2, std::int32_t, p##2);                                                                \
  PLAINPROTO_OPTIONAL(n##3, std::int32_t, p##3);                                                                \
  PLAINPROTO_OPTIONAL(n##4, std::int32_t, p##4);                                                                \
  PLAINPROTO_OPTIONAL(n##5, std::int32_t, p##5);                                                                \
  PLAINPROTO_OPTIONAL(n##6, std::int32_t, p##6);                                                                \
  PLAINPROTO_OPTIONAL(n##7, std::int32_t, p##7);
#define PLAINPROTO_TEST_EIGHT_NAMES(p) p##0, p##1, p##2, p##3, p##4, p##5, p##6, p##7
struct LateOneof : plainproto::message<LateOneof> {
  PLAINPROTO_TEST_EIGHT_FIELDS(a, 1)
  PLAINPROTO_TEST_EIGHT_FIELDS(b, 2)
  PLAINPROTO_TEST_EIGHT_FIELDS(c, 3)
  PLAINPROTO_TEST_EIGHT_FIELDS(d, 4)
  PLAINPROTO_TEST_EIGHT_FIELDS(e, 5)
  PLAINPROTO_TEST_EIGHT_FIELDS(f, 6)
  PLAINPROTO_TEST_EIGHT_FIELDS(g, 7)
  PLAINPROTO_TEST_EIGHT_FIELDS(h, 8)
  PLAINPROTO_ONEOF(choice, (100, std::int32_t, left), (101, std::string, right));
};
PLAINPROTO_MESSAGE(LateOneof, "reflection_test.LateOneof", PLAINPROTO_TEST_EIGHT_NAMES(a), PLAINPROTO_TEST_EIGHT_NAMES(b),
                   PLAINPROTO_TEST_EIGHT_NAMES(c), PLAINPROTO_TEST_EIGHT_NAMES(d), PLAINPROTO_TEST_EIGHT_NAMES(e),
                   PLAINPROTO_TEST_EIGHT_NAMES(f), PLAINPROTO_TEST_EIGHT_NAMES(g), PLAINPROTO_TEST_EIGHT_NAMES(h),
                   choice);
#undef PLAINPROTO_TEST_EIGHT_FIELDS
#undef PLAINPROTO_TEST_EIGHT_NAMES

// Comments, [packed = true], names that only look like keywords, a message without fields.
struct Documented : plainproto::message<Documented> {
  PLAINPROTO_MESSAGE_DOC("first line\n"
                         "second line");
  PLAINPROTO_NESTED_ENUM(Shade, "reflection_test.Documented.Shade", (DARK, 0), (LIGHT, -2, "not dark"));
  PLAINPROTO_OPTIONAL(3, Shade, shade, "how light") = Shade::LIGHT;
  PLAINPROTO_REPEATED(1, plainproto::packed<plainproto::sint32>, deltas);
  PLAINPROTO_REPEATED(2, plainproto::packed<Shade>, shades);
  PLAINPROTO_OPTIONAL(4, std::int32_t, value_);
  PLAINPROTO_OPTIONAL(5, std::int32_t, _class);
  PLAINPROTO_ONEOF(pick, (7, std::string, named, "by name"), (6, plainproto::fixed64, numbered));
};
PLAINPROTO_MESSAGE(Documented, "reflection_test.Documented", shade, deltas, shades, value_, _class, pick);

struct Nothing : plainproto::message<Nothing> {};
PLAINPROTO_MESSAGE(Nothing, "reflection_test.Nothing");

// Used by one test only, so that its default instance is first asked for there.
struct AskedOnce : plainproto::message<AskedOnce> {
  PLAINPROTO_OPTIONAL(1, std::string, label) = "default";
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<Part>, part);
};
PLAINPROTO_MESSAGE(AskedOnce, "reflection_test.AskedOnce", label, part);

// Every kind of storage a message can hold: a field is found at its member's offset in each.
struct Tree : plainproto::message<Tree> {
  PLAINPROTO_OPTIONAL(1, std::string, label);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<Tree>, parent);
  PLAINPROTO_REPEATED(3, Tree, children);
  PLAINPROTO_MAP(4, std::string, Part, parts);
  PLAINPROTO_ONEOF(weight, (5, std::int32_t, grams), (6, Part, like));
  PLAINPROTO_OPTIONAL(7, Color, color);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
  PLAINPROTO_EXTENSIONS(extensions, (100, 199));
};
PLAINPROTO_MESSAGE(Tree, "reflection_test.Tree", label, parent, children, parts, weight, color);

// What clear() follows a plan for: numbers with and without explicit defaults between strings, sub-messages held
// by value and boxed, lists, a oneof, unknown fields; listed in another order than the members'.
struct Cleared : plainproto::message<Cleared> {
  PLAINPROTO_OPTIONAL(1, double, ratio) = 1.5;
  PLAINPROTO_OPTIONAL(2, std::int32_t, count);
  PLAINPROTO_OPTIONAL(3, std::string, name) = "unnamed";
  PLAINPROTO_OPTIONAL(4, bool, enabled) = true;
  PLAINPROTO_OPTIONAL(5, Color, color) = Color::BLUE;
  PLAINPROTO_OPTIONAL(6, Cleared_Inner, inner);
  PLAINPROTO_OPTIONAL(7, std::uint64_t, big) = 7u;
  PLAINPROTO_OPTIONAL(8, plainproto::boxed<Cleared_Inner>, boxed);
  PLAINPROTO_REPEATED(9, std::int64_t, numbers);
  PLAINPROTO_REPEATED(10, std::string, words);
  PLAINPROTO_REPEATED(11, Cleared_Inner, inners);
  PLAINPROTO_ONEOF(pick, (12, std::int32_t, grams), (13, Cleared_Inner, like));
  PLAINPROTO_OPTIONAL(14, float, small) = 0.25f;
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(Cleared, "reflection_test.Cleared", small, pick, inners, words, numbers, boxed, big, inner, color,
                   enabled, name, count, ratio);

}  // namespace reflection_test

namespace {

using plainproto::descriptor_of;
using plainproto::field_descriptor;
using plainproto::field_label;
using plainproto::field_type;
using plainproto::message_descriptor;
using reflection_test::Color;
using reflection_test::Documented;
using reflection_test::Encoded;
using reflection_test::LateOneof;
using reflection_test::Part;
using reflection_test::Tree;
using reflection_test::Wide;

struct kind {
  field_type type;
  field_label label;
};
constexpr kind wide_kinds[] = {
    {field_type::int32, field_label::optional},   {field_type::string, field_label::optional},
    {field_type::double_, field_label::optional}, {field_type::bool_, field_label::optional},
    {field_type::uint64, field_label::optional},  {field_type::float_, field_label::optional},
    {field_type::int64, field_label::repeated},   {field_type::enum_, field_label::optional},
    {field_type::uint32, field_label::required},  {field_type::string, field_label::repeated},
    {field_type::message, field_label::optional}, {field_type::message, field_label::repeated},
};

constexpr bool wide_is_described_as_declared() {
  const message_descriptor& wide = descriptor_of<Wide>();
  if (wide.field_count != 300 || wide.oneof_count != 0) return false;
  for (std::size_t i = 0; i < wide.field_count; ++i) {
    const auto position = static_cast<std::int32_t>(i) + 1;
    const field_descriptor& field = wide.fields[i];
    if (field.number != position * 37 % 301) return false;
    if (field.type != wide_kinds[i % 12].type || field.label != wide_kinds[i % 12].label) return false;
    if (wide.field_by_number_order(i).number != position) return false;
  }
  return true;
}
static_assert(wide_is_described_as_declared());
static_assert(descriptor_of<Wide>().find_field("f150")->number == 150 * 37 % 301);
static_assert(descriptor_of<Wide>().find_field(1)->name == "f179");
static_assert(descriptor_of<Wide>().find_field("f301") == nullptr);
static_assert(descriptor_of<Wide>().find_field(301) == nullptr);
static_assert(plainproto::is_message_v<Wide> && !plainproto::is_enum_v<Wide>);
static_assert(plainproto::is_enum_v<Color> && !plainproto::is_message_v<Color>);
static_assert(!plainproto::is_message_v<int> && !plainproto::is_enum_v<std::string>);

std::string wide_name(std::size_t position) {
  std::string digits = std::to_string(position);
  return "f" + std::string(3 - digits.size(), '0') + digits;
}

TEST_CASE("a message with 300 fields: names, numbers, types and labels from its descriptor") {
  const message_descriptor& wide = descriptor_of<Wide>();
  CHECK(wide.full_name == "reflection_test.Wide");
  CHECK(wide.name() == "Wide");
  for (std::size_t i = 0; i < wide.field_count; ++i) {
    const field_descriptor& field = wide.fields[i];
    CHECK(field.name == wide_name(i + 1));
    CHECK_FALSE(field.in_oneof());
    CHECK(wide.find_field(field.name) == &field);
    CHECK(wide.find_field(field.number) == &field);
  }
  CHECK(wide.find_field("f008")->enum_type() == &descriptor_of<Color>());
  CHECK(wide.find_field("f011")->message_type() == &descriptor_of<Part>());
  CHECK(wide.find_field("f012")->message_type() == &descriptor_of<Part>());
}

// Fills field `position` (1-based) through its storage_ops with a value derived from the position.
void fill(const field_descriptor& field, void* message, std::size_t position) {
  void* storage = field.storage_in(message);
  const auto value = static_cast<std::int64_t>(position);
  const std::string text = wide_name(position);
  if (field.type == field_type::message) {
    Part* part = static_cast<Part*>(field.is_repeated() ? field.ops->add_message(storage)
                                                        : field.ops->mutable_message(storage));
    part->name = text;
  } else if (field.type == field_type::string) {
    *(field.is_repeated() ? field.ops->add_string(storage) : field.ops->mutable_string(storage)) = text;
  } else if (field.is_repeated()) {
    field.ops->add(storage, plainproto::scalar::from_int(value));
  } else if (field.type == field_type::enum_) {
    field.ops->set(storage, plainproto::scalar::from_int(static_cast<std::int32_t>(Color::BLUE)));
  } else if (field.type == field_type::uint64 || field.type == field_type::uint32) {
    field.ops->set(storage, plainproto::scalar::from_uint(static_cast<std::uint64_t>(position)));
  } else if (field.type == field_type::double_ || field.type == field_type::float_) {
    field.ops->set(storage, plainproto::scalar::from_double(static_cast<double>(position) + 0.5));
  } else if (field.type == field_type::bool_) {
    field.ops->set(storage, plainproto::scalar::from_bool(true));
  } else {
    field.ops->set(storage, plainproto::scalar::from_int(value));
  }
}

TEST_CASE("a message with 300 fields: every field set through its descriptor, copied, compared, cleared") {
  const message_descriptor& wide = descriptor_of<Wide>();
  Wide message;
  CHECK(message.f001 == -1);
  CHECK(message.f008 == Color::RED);
  CHECK(plainproto::missing_required_fields(message).size() == 25);
  CHECK(plainproto::missing_required_fields(message).front() == "f009");

  for (std::size_t i = 0; i < wide.field_count; ++i) fill(wide.fields[i], &message, i + 1);
  CHECK(plainproto::is_initialized(message));
  CHECK(message.f001 == 1);
  CHECK(message.f002 == "f002");
  CHECK(message.f003 == 3.5);
  CHECK(message.f004 == true);
  CHECK(message.f005 == 5u);
  CHECK(message.f006 == 6.5f);
  CHECK(message.f007 == std::vector<std::int64_t>{7});
  CHECK(message.f008 == Color::BLUE);
  CHECK(message.f009 == 9u);
  CHECK(message.f010 == std::vector<std::string>{"f010"});
  CHECK(message.f011->name == "f011");
  CHECK(message.f300.size() == 1);
  CHECK(message.f300[0].name == "f300");

  Wide copy = message;
  CHECK(copy == message);
  copy.f299.mutable_value().name = "changed";
  CHECK(copy != message);
  wide.copy(&copy, &message);
  CHECK(copy == message);

  message.clear();
  CHECK(message == Wide{});
  CHECK(message.f001 == -1);
  CHECK_FALSE(message.f001.has_value());
}

// Each field unset and holding its default value, lists empty, down through the sub-messages held (unlike ==, which
// does not look at an unset field's value).
void check_cleared(const reflection_test::Cleared_Inner& inner) {
  CHECK_FALSE(inner.level.has_value());
  CHECK(inner.level == 3);
  CHECK_FALSE(inner.note.has_value());
  CHECK(inner.note.value() == "none");
  CHECK(inner.weights.empty());
}

TEST_CASE("clear() and clear_keeping_lists() restore every value, presence and list, whatever the member order") {
  using reflection_test::Cleared;
  Cleared message;
  message.ratio = -2.0;
  message.count = 9;
  message.name = "set";
  message.enabled = false;
  message.color = Color::RED;
  message.inner.mutable_value().level = 8;
  message.inner.mutable_value().note = "inner";
  message.inner.mutable_value().weights = {1.0f, 2.0f};
  message.big = 70u;
  message.boxed.mutable_value().level = 9;
  message.boxed.mutable_value().weights = {3.0f};
  message.numbers = {1, 2, 3};
  message.words = {"a", "b"};
  message.inners.emplace_back().level = 5;
  message.pick.mutable_value<Cleared::pick_case::like>().note = "like";
  message.small = 0.5f;
  message.unknown.append("\x08\x01");

  const auto check_scalars_cleared = [](const Cleared& cleared) {
    CHECK(cleared.ratio == 1.5);
    CHECK(cleared.count == 0);
    CHECK(cleared.name.value() == "unnamed");
    CHECK(cleared.enabled == true);
    CHECK(cleared.color == Color::BLUE);
    CHECK(cleared.big == 7u);
    CHECK(cleared.small == 0.25f);
    CHECK_FALSE(cleared.ratio.has_value());
    CHECK_FALSE(cleared.count.has_value());
    CHECK_FALSE(cleared.name.has_value());
    CHECK_FALSE(cleared.enabled.has_value());
    CHECK_FALSE(cleared.color.has_value());
    CHECK_FALSE(cleared.big.has_value());
    CHECK_FALSE(cleared.small.has_value());
    CHECK_FALSE(cleared.inner.has_value());
    check_cleared(cleared.inner.value());
    CHECK_FALSE(cleared.boxed.has_value());
    check_cleared(cleared.boxed.value());
    CHECK(cleared.numbers.empty());
    CHECK_FALSE(cleared.pick.has_value());
    CHECK(cleared.unknown.empty());
  };

  Cleared keeping = message;
  descriptor_of<Cleared>().clear_keeping_lists(&keeping);
  check_scalars_cleared(keeping);
  CHECK(keeping.words.size() == 2);  // kept for the parser to reuse
  CHECK(keeping.inners.size() == 1);

  message.clear();
  check_scalars_cleared(message);
  CHECK(message.words.empty());
  CHECK(message.inners.empty());
  CHECK(message == Cleared{});

  CHECK(descriptor_of<Cleared>().keeps_lists);
  CHECK_FALSE(descriptor_of<reflection_test::Cleared_Inner>().keeps_lists);
}

TEST_CASE("a descriptor's copy makes what the struct's copy assignment makes, whatever the destination held") {
  using plainproto::protos::IncrementSaveConfig;
  using plainproto::protos::Optimizer;
  using plainproto::protos::TrainConfig;
  const message_descriptor& type = descriptor_of<TrainConfig>();
  const auto config = [](std::string_view text) { return plainproto::parse_text<TrainConfig>(text); };
  const TrainConfig source = config(R"(
    optimizer_config { adam_optimizer { learning_rate { constant_learning_rate { learning_rate: 0.01 } } beta2: 0.5 } }
    optimizer_config { momentum_optimizer { momentum_optimizer_value: 0.7 } }
    num_steps: 10
    freeze_gradient: "a" freeze_gradient: "b"
    incr_save_config { fs { relative: false } }
  )");
  const TrainConfig destinations[] = {
      TrainConfig{},
      source,
      // more list elements than the source, each holding another oneof member; another incr_update member
      config(R"(
        optimizer_config { momentum_optimizer { momentum_optimizer_value: 0.1 } }
        optimizer_config { adam_optimizer { beta1: 0.2 } }
        optimizer_config { rms_prop_optimizer { decay: 0.3 } }
        freeze_gradient: "x" freeze_gradient: "y" freeze_gradient: "z"
        incr_save_config { kafka { server: "s" topic: "t" consumer { offset: 4 } } }
        fine_tune_checkpoint: "ckpt"
      )"),
      // fewer
      config(R"(optimizer_config { adam_optimizer { beta1: 0.2 } } incr_save_config { fs { incr_save_dir: "d" } })"),
  };
  for (const TrainConfig& destination : destinations) {
    TrainConfig assigned = destination;
    assigned = source;
    TrainConfig copied = destination;
    type.copy(&copied, &source);
    CHECK(copied == source);
    CHECK(copied == assigned);
    CHECK(plainproto::print_text(copied) == plainproto::print_text(source));
    // what the fields read unset: their explicit defaults, as in the source
    CHECK_FALSE(copied.fine_tune_checkpoint.has_value());
    const auto& file = copied.incr_save_config->incr_update.get<IncrementSaveConfig::incr_update_case::fs>();
    CHECK(file.incr_save_dir == "incr_save");
    CHECK_FALSE(file.incr_save_dir.has_value());
    const auto& adam = copied.optimizer_config[0].optimizer.get<Optimizer::optimizer_case::adam_optimizer>();
    CHECK(adam.beta1 == 0.9f);
    CHECK(adam.beta1.has_explicit_default());
    CHECK(adam.beta2 == 0.5f);
  }

  // a source without the oneof clears the destination's member
  const TrainConfig unset = config("num_steps: 3");
  TrainConfig copied = destinations[2];
  type.copy(&copied, &unset);
  CHECK(copied == unset);
  CHECK_FALSE(copied.incr_save_config.has_value());
  CHECK(copied.optimizer_config.empty());

  type.copy(&copied, &copied);
  CHECK(copied == unset);
}

TEST_CASE("a type's default instance is made once, shared by typed and untyped code, whichever thread asks first") {
  using reflection_test::AskedOnce;
  constexpr std::size_t thread_count = 8;
  std::vector<const void*> seen(thread_count);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < thread_count; ++i)
    threads.emplace_back([&seen, i] {
      seen[i] = i % 2 == 0 ? static_cast<const void*>(&plainproto::default_instance<AskedOnce>())
                           : descriptor_of<AskedOnce>().default_instance();
    });
  for (std::thread& thread : threads) thread.join();
  for (const void* instance : seen) CHECK(instance == seen[0]);
  CHECK(descriptor_of<AskedOnce>().default_instance() == seen[0]);
  const AskedOnce& instance = *static_cast<const AskedOnce*>(seen[0]);
  CHECK(instance == AskedOnce{});
  CHECK(instance.label == "default");
  CHECK_FALSE(instance.label.has_value());
  // an unset boxed field reads as its type's one default instance
  CHECK(&instance.part.value() == descriptor_of<Part>().default_instance());
  CHECK(&plainproto::default_instance<Part>() == descriptor_of<Part>().default_instance());
}

TEST_CASE("a list's erase through its storage ops leaves what its own erase leaves, at the front, middle and end") {
  using plainproto::protos::TrainConfig;
  const message_descriptor& type = descriptor_of<TrainConfig>();
  const TrainConfig source = plainproto::parse_text<TrainConfig>(R"(
    optimizer_config { adam_optimizer { beta1: 0.1 } }
    optimizer_config { momentum_optimizer { momentum_optimizer_value: 0.2 } use_moving_average: true }
    optimizer_config { }
    optimizer_config { rms_prop_optimizer { decay: 0.4 } }
    optimizer_config { adam_optimizer { beta2: 0.5 } moving_average_decay: 0.25 }
    freeze_gradient: "a" freeze_gradient: "b" freeze_gradient: "c" freeze_gradient: "d" freeze_gradient: "e"
  )");
  const field_descriptor& messages = *type.find_field("optimizer_config");
  const field_descriptor& strings = *type.find_field("freeze_gradient");
  const std::pair<std::size_t, std::size_t> ranges[] = {{0, 0}, {0, 2}, {1, 3}, {2, 5}, {4, 5}, {0, 5}, {3, 3}, {1, 4}};
  for (const auto& range : ranges) {
    const std::size_t first = range.first;
    const std::size_t last = range.second;
    CAPTURE(first);
    CAPTURE(last);
    TrainConfig erased = source;
    messages.ops->erase(messages.storage_in(&erased), first, last);
    strings.ops->erase(strings.storage_in(&erased), first, last);
    TrainConfig expected = source;
    expected.optimizer_config.erase(expected.optimizer_config.begin() + static_cast<std::ptrdiff_t>(first),
                                    expected.optimizer_config.begin() + static_cast<std::ptrdiff_t>(last));
    expected.freeze_gradient.erase(expected.freeze_gradient.begin() + static_cast<std::ptrdiff_t>(first),
                                   expected.freeze_gradient.begin() + static_cast<std::ptrdiff_t>(last));
    CHECK(erased.optimizer_config.size() == 5 - (last - first));
    CHECK(erased == expected);
    CHECK(plainproto::print_text(erased) == plainproto::print_text(expected));
  }
}

// The parser tells a field given twice (or a second oneof member) from a bit per field for a message's first
// 64 fields and by asking the field for the others: both sides of that line are checked here.
TEST_CASE("parse mode rejects a field given twice and a second oneof member, before and past the 64th field") {
  const auto parse_error = [](const auto& message, std::string_view text) {
    auto copy = message;
    try {
      plainproto::parse_text(text, copy);
    } catch (const plainproto::error& failure) {
      return failure;
    }
    FAIL("expected a parse error for: " << text);
    return plainproto::error(plainproto::error_code::usage, "unreachable");
  };
  const Wide wide;
  plainproto::text_parse_options partial;
  partial.allow_partial = true;
  // positions 64 and 65 are the fields at index 63 (the last with a bit) and 64 (the first asked)
  for (const std::size_t position : {2, 5, 63, 64, 65, 66, 200, 299}) {
    CAPTURE(position);
    const field_descriptor& field = *descriptor_of<Wide>().find_field(wide_name(position));
    REQUIRE_FALSE(field.is_repeated());
    const std::string value = field.type == field_type::message  ? " {}"
                              : field.type == field_type::string ? ": 's'"
                              : field.type == field_type::enum_  ? ": RED"
                              : field.type == field_type::bool_  ? ": true"
                                                                 : ": 7";
    const std::string entry = std::string(field.name) + value;
    Wide once;
    plainproto::parse_text(entry + " f001: 2", once, partial);
    CHECK(field.ops->has(field.storage_in(&once)));
    const plainproto::error twice = parse_error(wide, entry + " f001: 2 " + entry);
    CHECK(twice.code() == plainproto::error_code::duplicate_field);
    CHECK(twice.message() == "Non-repeated field \"" + std::string(field.name) + "\" is specified multiple times.");
  }
  // every field of the wide message once: nothing is mistaken for a repeat
  Wide filled;
  for (std::size_t i = 0; i < descriptor_of<Wide>().field_count; ++i) fill(descriptor_of<Wide>().fields[i], &filled, i + 1);
  Wide read;
  plainproto::parse_text(plainproto::print_text(filled), read);
  CHECK(read == filled);
  // Parsing again reuses the elements of its 50 lists (more than the parser keeps in place), and erases
  // those no value took.
  plainproto::parse_text(plainproto::print_text(filled), read);
  CHECK(read == filled);
  plainproto::parse_text("f010: 'only' f300 { name: 'last' }", read, partial);
  CHECK(read.f010 == std::vector<std::string>{"only"});
  REQUIRE(read.f300.size() == 1);
  CHECK(read.f300[0].name == "last");
  CHECK(read.f022.empty());
  CHECK(read.f288.empty());

  const LateOneof late;
  static_assert(descriptor_of<LateOneof>().find_field("left") == &descriptor_of<LateOneof>().fields[64]);
  LateOneof chosen;
  plainproto::parse_text("a0: 1 h7: 2 right: 'r'", chosen);
  CHECK(chosen.choice.which() == LateOneof::choice_case::right);
  CHECK(parse_error(late, "left: 1 h7: 2 left: 3").code() == plainproto::error_code::duplicate_field);
  const plainproto::error conflict = parse_error(late, "left: 1 a0: 2 right: 'r'");
  CHECK(conflict.code() == plainproto::error_code::oneof_conflict);
  CHECK(conflict.message() ==
        "Field \"right\" is specified along with field \"left\", another member of oneof \"choice\".");
  CHECK(parse_error(late, "a0: 1 a0: 2").code() == plainproto::error_code::duplicate_field);
  CHECK(parse_error(late, "h7: 1 h7: 2").code() == plainproto::error_code::duplicate_field);

  const Encoded encoded;
  CHECK(parse_error(encoded, "blob: 'x' text: 'y'").code() == plainproto::error_code::oneof_conflict);
  CHECK(parse_error(encoded, "text: 'x' text: 'y'").code() == plainproto::error_code::duplicate_field);
}

TEST_CASE("field names compare equal exactly when every byte is, at every length and position") {
  // At run time names of eight bytes or more are compared as words, the last one overlapping the others.
  for (std::size_t size = 0; size <= 70; ++size) {
    CAPTURE(size);
    std::string name(size, 'a');
    for (std::size_t i = 0; i < size; ++i) name[i] = static_cast<char>('a' + i % 26);
    const std::string same = name;
    CHECK(plainproto::same_name(name.data(), same.data(), size));
    for (std::size_t at = 0; at < size; ++at) {
      CAPTURE(at);
      std::string other = name;
      other[at] = '_';
      CHECK_FALSE(plainproto::same_name(name.data(), other.data(), size));
      CHECK_FALSE(plainproto::same_name(other.data(), name.data(), size));
    }
  }
  static_assert(plainproto::same_name("learning_rate", "learning_rate", 13));
  static_assert(!plainproto::same_name("learning_rate", "learning_rats", 13));
}

TEST_CASE("enum lookups by name and by number") {
  constexpr const plainproto::enum_descriptor& color = descriptor_of<Color>();
  static_assert(color.full_name == "reflection_test.Color");
  static_assert(color.name() == "Color");
  static_assert(color.value_count == 4);
  static_assert(color.find("GREEN")->number == 2);
  static_assert(color.find(-3)->name == "BLUE");
  static_assert(color.find(1)->name == "RED");  // SCARLET is an alias: the first value declared wins
  static_assert(color.find("SCARLET")->number == 1);
  static_assert(color.find("PURPLE") == nullptr);
  static_assert(color.find(7) == nullptr);
  static_assert(color.first_number() == 1);
  std::vector<std::string> names;
  for (const plainproto::enum_value_descriptor& value : color) names.emplace_back(value.name);
  CHECK(names == std::vector<std::string>{"RED", "GREEN", "BLUE", "SCARLET"});
}

TEST_CASE("declared proto types: sint, fixed, sfixed and bytes on their C++ types") {
  constexpr const message_descriptor& encoded = descriptor_of<Encoded>();
  static_assert(encoded.find_field("zigzag32")->type == field_type::sint32);
  static_assert(encoded.find_field("zigzag64")->type == field_type::sint64);
  static_assert(encoded.find_field("fixed_u32")->type == field_type::fixed32);
  static_assert(encoded.find_field("fixed_u64")->type == field_type::fixed64);
  static_assert(encoded.find_field("fixed_s32")->type == field_type::sfixed32);
  static_assert(encoded.find_field("fixed_s32")->label == field_label::repeated);
  static_assert(encoded.find_field("fixed_s64")->type == field_type::sfixed64);
  static_assert(encoded.find_field("payload")->type == field_type::bytes);
  static_assert(encoded.find_field("blob")->type == field_type::bytes);
  static_assert(encoded.find_field("delta")->type == field_type::sint64);
  static_assert(encoded.find_field("text")->type == field_type::string);
  static_assert(encoded.find_field("zigzag32")->kind() == plainproto::cpp_kind::int32);
  static_assert(encoded.find_field("fixed_u64")->kind() == plainproto::cpp_kind::uint64);
  static_assert(encoded.find_field("payload")->kind() == plainproto::cpp_kind::string);
  static_assert(plainproto::type_name(field_type::sfixed64) == "sfixed64");
  static_assert(std::is_same_v<decltype(Encoded::zigzag64), plainproto::optional<std::int64_t>>);
  static_assert(std::is_same_v<decltype(Encoded::fixed_s32), std::vector<std::int32_t>>);
  static_assert(std::is_same_v<decltype(Encoded::payload), plainproto::optional<std::string>>);
  static_assert(std::is_same_v<Encoded::data_case, decltype(std::declval<Encoded>().data.which())>);

  Encoded message;
  CHECK(message.payload == std::string("\x01\xff"));
  CHECK(message.fixed_s64 == -5);
  const field_descriptor& zigzag = *encoded.find_field("zigzag64");
  zigzag.ops->set(zigzag.storage_in(&message), plainproto::scalar::from_int(-9));
  CHECK(message.zigzag64 == -9);
  const field_descriptor& delta = *encoded.find_field("delta");
  delta.ops->set(delta.storage_in(&message), plainproto::scalar::from_int(-4));
  CHECK(message.data.which() == Encoded::data_case::delta);
  CHECK(message.data.get<Encoded::data_case::delta>() == -4);
  const field_descriptor& blob = *encoded.find_field("blob");
  *blob.ops->mutable_string(blob.storage_in(&message)) = "raw";
  CHECK(message.data.which() == Encoded::data_case::blob);
}

TEST_CASE("a member named as a C++ keyword with `_` appended has the keyword as its proto name") {
  constexpr const message_descriptor& encoded = descriptor_of<Encoded>();
  static_assert(encoded.find_field("auto")->number == 8);
  static_assert(encoded.find_field("auto_") == nullptr);
  static_assert(encoded.find_field(9)->name == "delete");
  static_assert(encoded.find_field(9)->type == field_type::sint32);
  static_assert(encoded.oneof_count == 1);
  static_assert(encoded.oneofs[0].name == "data");
  static_assert(encoded.oneofs[0].first_field == 9 && encoded.oneofs[0].field_count == 3);
  Encoded message;
  const field_descriptor& field = *encoded.find_field("auto");
  field.ops->set(field.storage_in(&message), plainproto::scalar::from_bool(true));
  CHECK(message.auto_ == true);
}

TEST_CASE("field macros: comments, packed fields, declaration order, oneof cases from the members") {
  constexpr const message_descriptor& documented = descriptor_of<Documented>();
  static_assert(documented.doc == "first line\nsecond line");
  static_assert(documented.field_count == 7);
  static_assert(documented.fields[0].name == "shade" && documented.fields[0].doc == "how light");
  static_assert(documented.fields[1].packed && documented.fields[1].type == field_type::sint32);
  static_assert(documented.fields[2].packed && documented.fields[2].type == field_type::enum_);
  static_assert(!documented.fields[0].packed && documented.fields[3].doc.empty());
  static_assert(documented.find_field("value_") != nullptr && documented.find_field("_class") != nullptr);
  static_assert(documented.find_field("named")->doc == "by name" && documented.find_field("numbered")->doc.empty());
  static_assert(documented.find_field("numbered")->type == field_type::fixed64);
  static_assert(documented.field_by_number_order(0).name == "deltas");
  static_assert(documented.field_by_number_order(5).name == "numbered");
  constexpr const plainproto::enum_descriptor& shade = descriptor_of<Documented::Shade>();
  static_assert(shade.full_name == "reflection_test.Documented.Shade" && shade.value_count == 2);
  static_assert(shade.values[0].doc.empty() && shade.values[1].doc == "not dark" && shade.values[1].number == -2);
  static_assert(static_cast<int>(Documented::pick_case::named) == 7 &&
                static_cast<int>(Documented::pick_case::numbered) == 6 &&
                static_cast<int>(Documented::pick_case::not_set) == 0);
  static_assert(std::is_same_v<decltype(Documented::deltas), std::vector<std::int32_t>>);
  static_assert(std::is_same_v<decltype(Documented::value_), plainproto::optional<std::int32_t>>);
  static_assert(descriptor_of<Documented>().find_field("numbered")->ops->get != nullptr);
  static_assert(descriptor_of<reflection_test::Nothing>().field_count == 0);
  static_assert(descriptor_of<Encoded>().doc.empty());

  Documented message;
  CHECK(message.shade == Documented::Shade::LIGHT);
  message.deltas = {-1, 2};
  message.pick.set<Documented::pick_case::numbered>(9u);
  CHECK(plainproto::print_text(message) == "deltas: -1\ndeltas: 2\nnumbered: 9\n");
}

// Descriptors find a field by offsetof, which standard-layout structs make well defined; boxed<T> holds a plain
// pointer for this (a unique_ptr is not standard-layout for clang).
static_assert(std::is_standard_layout_v<Tree> && std::is_standard_layout_v<Wide>);

TEST_CASE("each field's storage is its member, in a message holding every kind of storage") {
  Tree tree;
  const message_descriptor& type = descriptor_of<Tree>();
  const auto storage = [&](const char* name) { return type.find_field(name)->storage_in(&tree); };
  CHECK(storage("label") == &tree.label);
  CHECK(storage("parent") == &tree.parent);
  CHECK(storage("children") == &tree.children);
  CHECK(storage("parts") == &tree.parts);
  CHECK(storage("grams") == &tree.weight);
  CHECK(storage("like") == &tree.weight);
  CHECK(storage("color") == &tree.color);
  const message_descriptor& entry = *type.find_field("parts")->message_type();
  std::pair<std::string, Part> pair;
  CHECK(entry.find_field("key")->storage_in(&pair) == &pair.first);
  CHECK(entry.find_field("value")->storage_in(&pair) == &pair.second);

  plainproto::parse_text(R"(label: "leaf" parent { label: "branch" parent { label: "root" } }
                            parts { key: "stem" value { name: "green" } } like { name: "twin" } color: BLUE)",
                         tree);
  CHECK(tree.parent->parent->label.value() == "root");
  CHECK(tree.parts.at("stem").name.value() == "green");
  CHECK(tree.weight.get<Tree::weight_case::like>().name.value() == "twin");
  CHECK(plainproto::print_text(plainproto::parse_text<Tree>(plainproto::print_text(tree))) ==
        plainproto::print_text(tree));
}

TEST_CASE("a boxed field: copies are deep, a move leaves the source unset, unset reads the default") {
  Tree tree;
  CHECK_FALSE(tree.parent.has_value());
  CHECK(tree.parent->label.value().empty());
  CHECK(&tree.parent.value() == &plainproto::default_instance<Tree>());
  tree.parent.mutable_value().label = "branch";

  Tree copy = tree;
  copy.parent.mutable_value().label = "other";
  CHECK(tree.parent->label.value() == "branch");
  copy = tree;
  CHECK(copy.parent->label.value() == "branch");
  CHECK(&copy.parent.value() != &tree.parent.value());
  const Tree& same = copy;
  copy = same;
  CHECK(copy.parent->label.value() == "branch");

  Tree moved = std::move(copy);
  CHECK(moved.parent->label.value() == "branch");
  CHECK_FALSE(copy.parent.has_value());  // NOLINT(bugprone-use-after-move): a moved-from field is unset
  CHECK(copy.parent->label.value().empty());
  copy = std::move(moved);
  CHECK(copy.parent->label.value() == "branch");
  CHECK_FALSE(moved.parent.has_value());  // NOLINT(bugprone-use-after-move)

  copy.parent.reset();
  CHECK_FALSE(copy.parent.has_value());
  CHECK(copy.parent->label.value().empty());
  CHECK(copy.parent.mutable_value().label.value().empty());
}

}  // namespace
